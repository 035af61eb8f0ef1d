import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The server's doors are lint rules (eslint.config.js): a wrong import fails `npx eslint .`.
const repositoryRoot = fileURLToPath(new URL("../../../../", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repositoryRoot });
});

/** The no-restricted-imports messages for `from` imported in a (not necessarily existing) server file. */
async function refusals(file: string, from: string): Promise<string[]> {
  const code = `import { x } from "${from}";\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repositoryRoot}apps/server/src/${file}` });
  expect(result!.messages.filter((message) => message.ruleId !== "no-restricted-imports")).toEqual([]);
  return result!.messages.map((message) => message.message);
}

describe("server import rules", () => {
  it("keep core/ a leaf beside db/ and config", async () => {
    expect(await refusals("core/example.ts", "../modules/users/repo.js")).toEqual([expect.stringContaining("core/ is a leaf")]);
    expect(await refusals("core/example.ts", "../http/error-handler.js")).toEqual([expect.stringContaining("core/ is a leaf")]);
    expect(await refusals("core/example.ts", "../engine/index.js")).toEqual([expect.stringContaining("core/ is a leaf")]);
    expect(await refusals("core/example.ts", "../app.js")).toEqual([expect.stringContaining("core/ is a leaf")]);
    expect(await refusals("core/example.ts", "../db/database.js")).toEqual([]);
    expect(await refusals("core/example.ts", "../config.js")).toEqual([]);
    expect(await refusals("core/example.ts", "./errors.js")).toEqual([]);
  });

  it("keep channels/ away from modules/, engine/ and http/", async () => {
    expect(await refusals("channels/example.ts", "../modules/users/repo.js")).toEqual([expect.stringContaining("Channels import neither")]);
    expect(await refusals("channels/example.ts", "../modules/speech/service.js")).toEqual([expect.stringContaining("Channels import neither")]);
    expect(await refusals("channels/gateway/example.ts", "../../http/error-handler.js")).toEqual([expect.stringContaining("Channels import neither")]);
    expect(await refusals("channels/example.ts", "../engine/alarm-records.js")).toEqual([expect.stringContaining("Channels import neither")]);
    expect(await refusals("channels/gateway/example.ts", "../../engine/response-token.js")).toEqual([expect.stringContaining("Channels import neither")]);
    expect(await refusals("channels/example.ts", "./channel.js")).toEqual([]);
    expect(await refusals("channels/example.ts", "../core/errors.js")).toEqual([]);
    expect(await refusals("channels/example.ts", "../core/live-hub.js")).toEqual([]);
    expect(await refusals("channels/example.ts", "../participant-texts/message-texts.js")).toEqual([]);
  });

  it("keep engine/ out of modules/", async () => {
    expect(await refusals("engine/example.ts", "../modules/alarms/answers/service.js")).toEqual([expect.stringContaining("The engine imports no module")]);
    expect(await refusals("engine/outbox/example.ts", "../../modules/web-push/push-browsers.js")).toEqual([
      expect.stringContaining("The engine imports no module"),
    ]);
    expect(await refusals("engine/outbox/example.ts", "../../channels/channel.js")).toEqual([]);
    expect(await refusals("engine/outbox/example.ts", "../alarm-records.js")).toEqual([]);
  });

  it("let modules and bootstrap/ reach the engine through engine/public.ts only", async () => {
    expect(await refusals("modules/alarms/example.ts", "../../engine/lifecycle/alarm-status.js")).toEqual([expect.stringContaining("engine/public.ts only")]);
    expect(await refusals("modules/alarms/answers/example.ts", "../../../engine/outbox/outbox.js")).toEqual([expect.stringContaining("engine/public.ts only")]);
    expect(await refusals("bootstrap/example.ts", "../engine/alarm-records.js")).toEqual([expect.stringContaining("engine/public.ts only")]);
    expect(await refusals("modules/alarms/example.ts", "../../engine/public.js")).toEqual([]);
    expect(await refusals("bootstrap/example.ts", "../engine/public.js")).toEqual([]);
  });

  it("keep participant-texts/ a leaf", async () => {
    expect(await refusals("participant-texts/example.ts", "../channels/channel.js")).toEqual([expect.stringContaining("participant-texts/ is a leaf")]);
    expect(await refusals("participant-texts/example.ts", "./html.js")).toEqual([]);
  });

  it("keep each module's repository its own", async () => {
    expect(await refusals("modules/participants/example.ts", "../alarm-plans/repo.js")).toEqual([expect.stringContaining("another module's repository")]);
    expect(await refusals("engine/example.ts", "../modules/users/repo.js")).toEqual([expect.stringContaining("repository is its own")]);
    expect(await refusals("http/example.ts", "../modules/auth/repo.js")).toEqual([expect.stringContaining("repository is its own")]);
    expect(await refusals("modules/participants/example.ts", "./repo.js")).toEqual([]);
    expect(await refusals("modules/participants/example.ts", "../alarm-plans/service.js")).toEqual([]);
    expect(await refusals("modules/participants/example.ts", "../../core/organization-scope.js")).toEqual([]);
  });

  it("keep bootstrap/ out of modules/", async () => {
    expect(await refusals("modules/users/example.ts", "../../bootstrap/first-start.js")).toEqual([expect.stringContaining("bootstrap/ imports modules")]);
    expect(await refusals("bootstrap/example.ts", "../modules/users/create-user.js")).toEqual([]);
  });
});

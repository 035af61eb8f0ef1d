import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../test/server-process.js";

const repository = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

// The tests and benchmarks start the server as production does: a flag added in one place only
// would let them measure a server nobody runs (the collector's settings, test/server-process.ts).
describe("the node flags the server runs with", () => {
  it("are the same in npm run serve, the Docker image and the tests' and benchmarks' server processes", () => {
    const serve = (JSON.parse(repository("package.json")) as { scripts: Record<string, string> }).scripts.serve!;
    expect(serve).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} apps/server/dist/main.js`);
    const command = repository("Dockerfile").match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(command!)).toEqual(["node", ...SERVER_NODE_FLAGS, "apps/server/dist/main.js"]);
    expect(SERVER_NODE_FLAGS).toEqual(expect.arrayContaining(["--max-semi-space-size=4", "--heap-growing-percent=25"]));
  });
});

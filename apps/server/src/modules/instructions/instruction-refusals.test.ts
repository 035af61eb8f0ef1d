import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instructionFiles } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { filesBelow, type Part, uploadTo, zeros } from "./multipart-body.test-support.js";

const ctx = useTestApp();
const base = "/rest/admin/instructions";
const admin = async () => (await ctx.signIn("admin")).token;
const upload = (token: string, orgId: number, parts: Part[], route?: string) => uploadTo(ctx, token, orgId, parts, route);

/** The organization's rows and every file in the instructions directory (staging included). */
async function stored(orgId: number) {
  const rows = await ctx.database.db.select({ path: instructionFiles.path }).from(instructionFiles).where(eq(instructionFiles.orgId, orgId));
  return { rows: rows.map((row) => row.path).sort(), files: await filesBelow(ctx.config.instructionsDir) };
}

describe("instruction file refusals", () => {
  it("refuses a 50 MB upload with 413 naming the limit, reading it as a stream and keeping nothing", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const before = await stored(org.id);
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await upload(token, org.id, [
      { name: "small.pdf", content: Buffer.from("%PDF-1.4") },
      { name: "huge.pdf", content: zeros(50) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "FILE_TOO_LARGE",
      reason: '"huge.pdf" is larger than the limit of 20 MB',
      details: [{ field: "file", code: "FILE_TOO_LARGE" }],
    });
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * 1024 * 1024);
    expect(await stored(org.id)).toEqual(before);
  });

  it.each([
    ["a parent path", "../../etc/passwd.pdf", "INVALID_FILE_NAME"],
    ["a Windows parent path", "..\\x.pdf", "INVALID_FILE_NAME"],
    ["a folder", "a/b.pdf", "INVALID_FILE_NAME"],
    ["an empty name", "", "INVALID_FILE_NAME"],
    ["a control character", "bell\u0007.pdf", "INVALID_FILE_NAME"],
    ["a name over 200 characters", `${"x".repeat(197)}.pdf`, "INVALID_FILE_NAME"],
    ["a program", "evil.exe", "UNSUPPORTED_FILE_TYPE"],
    ["no extension", "README", "UNSUPPORTED_FILE_TYPE"],
  ])("refuses %s with 400 and stores nothing of the request", async (_, name, problem) => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const before = await stored(org.id);
    const response = await upload(token, org.id, [
      { name: "fine.pdf", content: Buffer.from("ok") },
      { name, content: Buffer.from("bad") },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: problem, details: [{ field: "file", code: problem }] });
    if (problem === "UNSUPPORTED_FILE_TYPE") expect(response.json().reason).toContain("pdf, doc, docx");
    expect(await stored(org.id)).toEqual(before);
  });

  it("refuses a name already used in the organization (also twice in one request) with 409", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    await upload(token, org.id, [{ name: "plan.pdf", content: Buffer.from("first") }]);
    const before = await stored(org.id);
    const again = await upload(token, org.id, [
      { name: "new.pdf", content: Buffer.from("n") },
      { name: "plan.pdf", content: Buffer.from("second") },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "CONFLICT", reason: 'A file named "plan.pdf" already exists in this organization' });
    const twice = await upload(token, org.id, [
      { name: "x.pdf", content: Buffer.from("1") },
      { name: "x.pdf", content: Buffer.from("2") },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(await stored(org.id)).toEqual(before);
  });

  it("refuses a request without a file, several files on the single upload, and another organization", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const json = await ctx.call({ method: "POST", url: `${base}/upload?orgId=${org.id}`, token, payload: { file: "x.pdf" } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "file", code: "NO_FILE" }] });
    const two = await upload(
      token,
      org.id,
      [
        { name: "a.pdf", content: Buffer.from("a") },
        { name: "b.pdf", content: Buffer.from("b") },
      ],
      "upload",
    );
    expect(two.statusCode).toBe(400);
    const sibling = await createTestOrganization(ctx.database.db);
    const user = await ctx.userWith(["INSTRUCTION_FILES"], org.id);
    const outside = await upload(user.token, sibling.id, [{ name: "a.pdf", content: Buffer.from("a") }]);
    expect(outside.statusCode).toBe(404);
    expect((await stored(org.id)).rows).toEqual([]);
    expect((await stored(sibling.id)).rows).toEqual([]);
  });

  it("finds files only by their stored path: traversal and other organizations' files are not found", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const sibling = await createTestOrganization(ctx.database.db);
    const [file] = (await upload(token, org.id, [{ name: "own.pdf", content: Buffer.from("own") }])).json();
    const [foreign] = (await upload(token, sibling.id, [{ name: "foreign.pdf", content: Buffer.from("secret") }])).json();
    const user = await ctx.userWith(["INSTRUCTION_FILES"], org.id);
    const tricks = [
      `${org.id}/../../secret`,
      `${org.id}/../${sibling.id}/foreign.pdf`,
      "../../etc/passwd",
      `/${file.path}`,
      join(ctx.config.instructionsDir, file.path),
    ];
    const missing = await ctx.call({ method: "GET", url: `${base}/download?path=${org.id}/nothing.pdf`, token: user.token });
    expect(missing.statusCode).toBe(404);
    for (const path of [...tricks, foreign.path]) {
      const download = await ctx.call({ method: "GET", url: `${base}/download?path=${encodeURIComponent(path)}`, token: user.token });
      expect(download.json(), path).toEqual(missing.json());
      const move = await ctx.call({ method: "PATCH", url: `${base}/move?orgId=${org.id}`, token: user.token, payload: { paths: [path] } });
      expect(move.statusCode, path).toBe(404);
      const remove = await ctx.call({ method: "DELETE", url: `${base}/delete`, token: user.token, payload: { paths: [file.path, path] } });
      expect(remove.statusCode, path).toBe(404);
    }
    const intoSibling = await ctx.call({ method: "PATCH", url: `${base}/move?orgId=${sibling.id}`, token: user.token, payload: { paths: [file.path] } });
    expect(intoSibling.statusCode).toBe(404);
    expect((await stored(org.id)).rows).toEqual([file.path]);
    expect((await stored(sibling.id)).rows).toEqual([foreign.path]);
  });
});

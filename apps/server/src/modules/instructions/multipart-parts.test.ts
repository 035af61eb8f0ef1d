import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instructionFiles } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

/** A multipart body of raw parts: `filename` absent makes a plain form field. */
function rawMultipart(parts: { field: string; filename?: string; content: string }[]) {
  const boundary = `----parts${randomBytes(6).toString("hex")}`;
  const body =
    parts
      .map((part) => {
        const fileName = part.filename === undefined ? "" : `; filename="${part.filename}"`;
        return `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${fileName}\r\n\r\n${part.content}\r\n`;
      })
      .join("") + `--${boundary}--\r\n`;
  return { headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, payload: body };
}

describe("instruction upload parts", () => {
  it.each([
    ["a part without a file name", [{ field: "file", content: "no name" }]],
    [
      "a file beside a part without a file name",
      [
        { field: "file", filename: "fine.pdf", content: "%PDF" },
        { field: "note", content: "x" },
      ],
    ],
    ["many parts without file names", Array.from({ length: 30 }, (_, i) => ({ field: `f${i}`, content: "x" }))],
  ])("refuses %s with 400 NOT_A_FILE and stores nothing", async (_, parts) => {
    const { token } = await ctx.signIn("admin");
    const org = await createTestOrganization(ctx.database.db);
    for (const route of ["upload", "upload-files"]) {
      const response = await ctx.call({ method: "POST", url: `/rest/admin/instructions/${route}?orgId=${org.id}`, token, ...rawMultipart(parts) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", reason: expect.stringContaining("has no file name"), details: [{ code: "NOT_A_FILE" }] });
    }
    expect(await ctx.database.db.select().from(instructionFiles).where(eq(instructionFiles.orgId, org.id))).toEqual([]);
  });
});

it("refuses more files than the single upload takes with 400 TOO_MANY_FILES", async () => {
  const { token } = await ctx.signIn("admin");
  const org = await createTestOrganization(ctx.database.db);
  const parts = [1, 2].map((n) => ({ field: "file", filename: `f${n}.pdf`, content: "%PDF" }));
  const response = await ctx.call({ method: "POST", url: `/rest/admin/instructions/upload?orgId=${org.id}`, token, ...rawMultipart(parts) });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ code: "TOO_MANY_FILES" }] });
});

import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { instructionFiles } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { filesBelow, multipart, uploadTo } from "./multipart-body.test-support.js";

const ctx = useTestApp();
const base = "/rest/admin/instructions";
const admin = async () => (await ctx.signIn("admin")).token;

const codePoints = (first: number, last = first) => Array.from({ length: last - first + 1 }, (_, index) => first + index);
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

const DISGUISES = [
  {
    kind: "text-direction controls",
    problem: "a text-direction control character",
    codePoints: [0x061c, 0x200e, 0x200f, ...codePoints(0x202a, 0x202e), ...codePoints(0x2066, 0x2069)],
  },
  {
    kind: "zero-width and invisible characters",
    problem: "an invisible character",
    codePoints: [...codePoints(0x200b, 0x200d), ...codePoints(0x2060, 0x2064), 0xfeff, 0x00ad, 0x034f, 0x3164, 0xfe0f, 0xe0041],
  },
  {
    kind: "look-alike separators",
    problem: "a character that looks like a slash, a backslash or a dot",
    codePoints: [0xff0f, 0xff3c, 0x2215, 0x2044, 0x29f8, 0xff0e, 0x2216, 0x2024, 0x0338],
  },
  { kind: "control characters beyond ASCII", problem: "a control character", codePoints: [0x0085, 0x009b, 0x2028] },
];

/** The organization's stored paths and every file in the instructions directory (staging included). */
async function stored(orgId: number) {
  const rows = await ctx.database.db.select({ path: instructionFiles.path }).from(instructionFiles).where(eq(instructionFiles.orgId, orgId));
  return { rows: rows.map((row) => row.path).sort(), files: await filesBelow(ctx.config.instructionsDir) };
}

describe("instruction file names that could pass for another name", () => {
  it.each(DISGUISES)("refuses $kind in an uploaded name with 400 INVALID_FILE_NAME naming the character, storing nothing", async ({ problem, codePoints }) => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const before = await stored(org.id);
    for (const codePoint of codePoints) {
      const name = `invoice${String.fromCodePoint(codePoint)}fdp.exe.pdf`;
      const response = await uploadTo(ctx, token, org.id, [
        { name: "fine.pdf", content: Buffer.from("ok") },
        { name, content: Buffer.from("bad") },
      ]);
      expect(response.statusCode, hex(codePoint)).toBe(400);
      const body = response.json();
      expect(body, hex(codePoint)).toMatchObject({ code: "INVALID_FILE_NAME", details: [{ field: "file", code: "INVALID_FILE_NAME" }] });
      expect(body.reason).toContain(`The file name "invoice<${hex(codePoint)}>fdp.exe.pdf" is not allowed: it contains ${hex(codePoint)}, ${problem}`);
    }
    expect(await stored(org.id)).toEqual(before);
  });

  it("refuses a disguised name in the path of a download, move or delete with 400 INVALID_FILE_NAME", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const [file] = (await uploadTo(ctx, token, org.id, [{ name: "plan.pdf", content: Buffer.from("plan") }])).json();
    const disguised = `${org.id}/plan\u200b.pdf`;
    const download = await ctx.call({ method: "GET", url: `${base}/download?path=${encodeURIComponent(disguised)}`, token });
    expect(download.statusCode).toBe(400);
    expect(download.json()).toMatchObject({
      code: "INVALID_FILE_NAME",
      reason: expect.stringContaining("U+200B, an invisible character"),
      details: [{ field: "path" }],
    });
    const move = await ctx.call({ method: "PATCH", url: `${base}/move?orgId=${org.id}`, token, payload: { paths: [`${org.id}/plan\u202e.pdf`] } });
    expect(move.statusCode).toBe(400);
    expect(move.json()).toMatchObject({
      code: "INVALID_FILE_NAME",
      reason: expect.stringContaining("U+202E, a text-direction control character"),
      details: [{ field: "paths" }],
    });
    const remove = await ctx.call({ method: "DELETE", url: `${base}/delete`, token, payload: { paths: [file.path, `${org.id}\uff0fplan.pdf`] } });
    expect(remove.statusCode).toBe(400);
    expect(remove.json()).toMatchObject({ code: "INVALID_FILE_NAME", reason: expect.stringContaining("U+FF0F, a character that looks like a slash") });
    expect((await stored(org.id)).rows).toEqual([file.path]);
  });

  it('stores a decomposed name composed, so "é" typed either way is one file', async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const composed = "Caf\u00e9 Pl\u00e4ne.pdf";
    const decomposed = "Cafe\u0301 Pla\u0308ne.pdf";
    const first = await uploadTo(ctx, token, org.id, [{ name: decomposed, content: Buffer.from("first") }]);
    expect(first.statusCode, first.body).toBe(200);
    const [file] = first.json();
    expect(file).toMatchObject({ name: composed, path: `${org.id}/${composed}` });
    expect(await readdir(join(ctx.config.instructionsDir, String(org.id)))).toEqual([composed]);

    const again = await uploadTo(ctx, token, org.id, [{ name: composed, content: Buffer.from("second") }]);
    expect(again.statusCode).toBe(409);
    const twiceInOne = await uploadTo(ctx, token, org.id, [
      { name: "Cr\u00e8me.pdf", content: Buffer.from("1") },
      { name: "Cre\u0300me.pdf", content: Buffer.from("2") },
    ]);
    expect(twiceInOne.statusCode).toBe(409);
    const replaced = await ctx.call({
      method: "POST",
      url: `${base}/upload?orgId=${org.id}&replace=true`,
      token,
      ...multipart([{ name: composed, content: Buffer.from("replaced") }]),
    });
    expect(replaced.json()).toMatchObject([{ id: file.id, name: composed, size: 8 }]);

    const download = await ctx.call({ method: "GET", url: `${base}/download?path=${encodeURIComponent(`${org.id}/${decomposed}`)}`, token });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("replaced");
    const listed = await ctx.call({ method: "GET", url: `${base}/instruction-files?orgId=${org.id}&filter=${encodeURIComponent("cafe\u0301")}`, token });
    expect(listed.json()[0].files.map((f: { id: number }) => f.id)).toEqual([file.id]);
    expect((await stored(org.id)).rows).toEqual([`${org.id}/${composed}`]);
  });
});

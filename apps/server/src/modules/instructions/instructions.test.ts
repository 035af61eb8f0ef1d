import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alarmPointInstructionFiles, alarmPoints, alarmTemplates, instructionFiles } from "../../db/schema/index.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { filesBelow, multipart, type Part, uploadTo } from "./multipart-body.test-support.js";

const ctx = useTestApp();
const base = "/rest/admin/instructions";
const admin = async () => (await ctx.signIn("admin")).token;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

const upload = (token: string, orgId: number, parts: Part[], route?: string) => uploadTo(ctx, token, orgId, parts, route);

const list = async (token: string, query: string) => (await ctx.call({ method: "GET", url: `${base}/instruction-files?${query}`, token })).json();

describe("instruction files", () => {
  it("uploads one file and several at once, stores them on disk and answers the rows", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db, { name: "Upload org" });
    const one = await upload(token, org.id, [{ name: "Evacuation.pdf", content: pdf("one") }], "upload");
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual([
      expect.objectContaining({
        name: "Evacuation.pdf",
        path: `${org.id}/Evacuation.pdf`,
        type: "pdf",
        size: pdf("one").length,
        orgId: org.id,
        orgName: "Upload org",
      }),
    ]);
    expect(one.json()[0].uploadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const several = await upload(token, org.id, [
      { name: "Plan.DOCX", content: Buffer.from("word") },
      { name: "Übersicht Räume.xlsx", content: Buffer.from("sheet") },
    ]);
    expect(several.statusCode, several.body).toBe(200);
    expect(several.json().map((f: { path: string; type: string }) => [f.path, f.type])).toEqual([
      [`${org.id}/Plan.DOCX`, "docx"],
      [`${org.id}/Übersicht Räume.xlsx`, "xlsx"],
    ]);
    expect(await filesBelow(join(ctx.config.instructionsDir, String(org.id)))).toEqual(["Evacuation.pdf", "Plan.DOCX", "Übersicht Räume.xlsx"]);
    expect(await readFile(join(ctx.config.instructionsDir, `${org.id}/Plan.DOCX`), "utf8")).toBe("word");
  });

  it("streams a download with the identical bytes, its media type and an encoded file name", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const bytes = randomBytes(5 * 1024 * 1024);
    await upload(token, org.id, [{ name: "Grundriss große Halle.pdf", content: bytes }], "upload");
    const path = `${org.id}/Grundriss große Halle.pdf`;
    const download = await ctx.call({ method: "GET", url: `${base}/download?path=${encodeURIComponent(path)}`, token });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-length"]).toBe(String(bytes.length));
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Grundriss gro_e Halle.pdf"; filename*=UTF-8''Grundriss%20gro%C3%9Fe%20Halle.pdf`,
    );
    const digest = (data: Buffer) => createHash("sha256").update(data).digest("hex");
    expect(digest(download.rawPayload)).toBe(digest(bytes));

    const editor = await ctx.userWith(["ALARM_DEFINITION"]);
    expect((await ctx.call({ method: "GET", url: `${base}/download?path=${encodeURIComponent(path)}`, token: editor.token })).statusCode).toBe(200);
  });

  it("lists the files of an organization and its sub-organizations, grouped in tree order, filtered by name", async () => {
    const token = await admin();
    const parent = await createTestOrganization(ctx.database.db, { name: "List parent" });
    const child = await createTestOrganization(ctx.database.db, { name: "A child", parentId: parent.id });
    const grandchild = await createTestOrganization(ctx.database.db, { name: "B grandchild", parentId: child.id });
    await upload(token, parent.id, [
      { name: "zeta.txt", content: Buffer.from("z") },
      { name: "alpha.pdf", content: pdf("a") },
    ]);
    await upload(token, grandchild.id, [{ name: "fire alarm.pdf", content: pdf("f") }]);
    await upload(token, child.id, [{ name: "Fire drill.doc", content: Buffer.from("d") }]);

    const groups = await list(token, `orgId=${parent.id}`);
    expect(groups.map((g: { orgName: string; files: { name: string }[] }) => [g.orgName, g.files.map((f) => f.name)])).toEqual([
      ["List parent", ["alpha.pdf", "zeta.txt"]],
      ["A child", ["Fire drill.doc"]],
      ["B grandchild", ["fire alarm.pdf"]],
    ]);
    const filtered = await list(token, `orgId=${parent.id}&filter=FIRE`);
    expect(filtered.map((g: { orgId: number }) => g.orgId)).toEqual([child.id, grandchild.id]);
    expect(await list(token, `orgId=${parent.id}&filter=${encodeURIComponent("%")}`)).toEqual([]);

    const childUser = await ctx.userWith(["INSTRUCTION_FILES"], child.id);
    const own = await list(childUser.token, "");
    expect(own.map((g: { orgId: number }) => g.orgId)).toEqual([child.id, grandchild.id]);
    expect((await ctx.call({ method: "GET", url: `${base}/instruction-files?orgId=${parent.id}`, token: childUser.token })).statusCode).toBe(404);
  });

  it("replaces a file of the same name when asked, keeping its id", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const [first] = (await upload(token, org.id, [{ name: "manual.txt", content: Buffer.from("old") }])).json();
    const replaced = await ctx.call({
      method: "POST",
      url: `${base}/upload?orgId=${org.id}&replace=true`,
      token,
      ...multipart([{ name: "manual.txt", content: Buffer.from("newer") }]),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()[0]).toMatchObject({ id: first.id, size: 5 });
    expect(await readFile(join(ctx.config.instructionsDir, `${org.id}/manual.txt`), "utf8")).toBe("newer");
    expect(await filesBelow(join(ctx.config.instructionsDir, ".staging"))).toEqual([]);
  });

  it("moves files to another organization on disk and in their paths; alarm point attachments follow by id", async () => {
    const token = await admin();
    // Up the tree, so the point still names a file of its organization or above it.
    const to = await createTestOrganization(ctx.database.db, { name: "Target org" });
    const from = await createTestOrganization(ctx.database.db, { parentId: to.id });
    const [file, other] = (
      await upload(token, from.id, [
        { name: "route.pdf", content: pdf("r") },
        { name: "stays.pdf", content: pdf("s") },
      ])
    ).json();
    const [point] = await ctx.database.db
      .insert(alarmPoints)
      .values({ orgId: from.id, name: "Point", icon: { name: "bell", color: "#989898" } })
      .returning();
    await ctx.database.db.insert(alarmPointInstructionFiles).values({ alarmPointId: point!.id, fileId: file.id, orderId: 1 });

    const moved = await ctx.call({ method: "PATCH", url: `${base}/move?orgId=${to.id}`, token, payload: { paths: [file.path] } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ status: "ok" });
    expect(await filesBelow(join(ctx.config.instructionsDir, String(from.id)))).toEqual(["stays.pdf"]);
    expect(await readFile(join(ctx.config.instructionsDir, `${to.id}/route.pdf`))).toEqual(pdf("r"));
    const [row] = await ctx.database.db.select().from(instructionFiles).where(eq(instructionFiles.id, file.id));
    expect(row).toMatchObject({ orgId: to.id, path: `${to.id}/route.pdf` });
    const attached = await ctx.database.db.select().from(alarmPointInstructionFiles).where(eq(alarmPointInstructionFiles.alarmPointId, point!.id));
    expect(attached.map((a) => a.fileId)).toEqual([file.id]);
    expect((await list(token, `orgId=${to.id}`))[0]).toMatchObject({ orgName: "Target org", files: [{ name: "route.pdf" }] });

    // A name already taken in the target refuses the whole move.
    await upload(token, to.id, [{ name: "stays.pdf", content: pdf("other") }]);
    const clash = await ctx.call({ method: "PATCH", url: `${base}/move?orgId=${to.id}`, token, payload: { paths: [other.path] } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("CONFLICT");
    expect(await readFile(join(ctx.config.instructionsDir, `${from.id}/stays.pdf`))).toEqual(pdf("s"));
    expect(await readFile(join(ctx.config.instructionsDir, `${to.id}/stays.pdf`))).toEqual(pdf("other"));
  });

  it("deletes files from the table and the disk, but not one attached to an alarm point or named by a template", async () => {
    const token = await admin();
    const org = await createTestOrganization(ctx.database.db);
    const [gone, used] = (
      await upload(token, org.id, [
        { name: "old.pdf", content: pdf("o") },
        { name: "used.pdf", content: pdf("u") },
      ])
    ).json();
    const [point] = await ctx.database.db
      .insert(alarmPoints)
      .values({ orgId: org.id, name: "Deleted point", icon: { name: "bell", color: "#989898" }, deleted: true, deletedAt: new Date() })
      .returning();
    await ctx.database.db.insert(alarmPointInstructionFiles).values({ alarmPointId: point!.id, fileId: used.id, orderId: 1 });

    const refused = await ctx.call({ method: "DELETE", url: `${base}/delete`, token, payload: { paths: [gone.path, used.path] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "CONFLICT",
      reason: 'Object "used.pdf" is tightly used by others',
      usedBy: { object: "used.pdf", users: [{ type: "ALARMPOINT", name: "Deleted point" }], total: 1 },
    });
    expect(await filesBelow(join(ctx.config.instructionsDir, String(org.id)))).toEqual(["old.pdf", "used.pdf"]);

    const [template] = await ctx.database.db
      .insert(alarmTemplates)
      .values({ orgId: org.id, name: "Uses old.pdf", definition: { instructionFileIds: [gone.id] } })
      .returning();
    const refusedForTemplate = await ctx.call({ method: "DELETE", url: `${base}/delete`, token, payload: { paths: [gone.path] } });
    expect(refusedForTemplate.json()).toEqual({
      code: "CONFLICT",
      reason: 'Object "old.pdf" is tightly used by others',
      usedBy: { object: "old.pdf", users: [{ type: "ALARM_TEMPLATE", name: "Uses old.pdf" }], total: 1 },
    });
    await ctx.database.db.delete(alarmTemplates).where(eq(alarmTemplates.id, template!.id));

    const deleted = await ctx.call({ method: "DELETE", url: `${base}/delete`, token, payload: { paths: [gone.path] } });
    expect(deleted.json()).toEqual({ status: "ok" });
    expect(await filesBelow(join(ctx.config.instructionsDir, String(org.id)))).toEqual(["used.pdf"]);
    expect(await ctx.database.db.select().from(instructionFiles).where(eq(instructionFiles.id, gone.id))).toEqual([]);
    expect((await ctx.call({ method: "GET", url: `${base}/download?path=${gone.path}`, token })).statusCode).toBe(404);
  });
});

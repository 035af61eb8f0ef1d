import { configurationDocument } from "@alarm/contract";
import { deflateRawSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { bulkRows } from "../../../test/configuration-documents.js";
import { createTestOrganization } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { documentToWorkbook, XLSX_CONTENT_TYPE } from "./workbook.js";
import { checkZipBounds, NOT_A_WORKBOOK } from "./zip-guard.js";

const ctx = useTestApp();
const MB = 1024 * 1024;
const ZIP64 = "The workbook uses ZIP64, which is not supported";
const MISMATCH = "The workbook is damaged: a file unpacks to another size than it declares";

/** One file of a hand-made archive: its bytes as stored, and the unpacked size its headers declare. */
type ZipEntry = { name: string; method: number; stored: Buffer; declaredSize: number };
const deflated = (name: string, content: Buffer, declaredSize = content.length): ZipEntry => ({
  name,
  method: 8,
  stored: deflateRawSync(content),
  declaredSize,
});
const plain = (name: string, content: Buffer): ZipEntry => ({ name, method: 0, stored: content, declaredSize: content.length });

function header(signature: number, fields: [bytes: 2 | 4, value: number][]) {
  const buffer = Buffer.alloc(4 + fields.reduce((sum, [bytes]) => sum + bytes, 0));
  buffer.writeUInt32LE(signature);
  let at = 4;
  for (const [bytes, value] of fields) at = bytes === 2 ? buffer.writeUInt16LE(value, at) : buffer.writeUInt32LE(value, at);
  return buffer;
}

/** A ZIP archive written field by field (no CRC: the guard does not check it), so a test can make it lie. */
function zipOf(entries: ZipEntry[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    // version, flags, method, time, date, crc, compressed size, uncompressed size, name length, extra length
    const common: [2 | 4, number][] = [
      [2, 0],
      [2, entry.method],
      [2, 0],
      [2, 0],
      [4, 0],
      [4, entry.stored.length],
      [4, entry.declaredSize],
      [2, name.length],
      [2, 0],
    ];
    const local = Buffer.concat([header(0x04034b50, [[2, 20], ...common]), name, entry.stored]);
    // made by, ...common, comment length, disk, internal and external attributes, local header offset
    centrals.push(Buffer.concat([header(0x02014b50, [[2, 20], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header(0x06054b50, [
    [2, 0],
    [2, 0],
    [2, entries.length],
    [2, entries.length],
    [4, directory.length],
    [4, offset],
    [2, 0],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** 200 MB of zeros, deflated to ~200 KB: past the 100 MB a file may unpack to. */
let zeros: Buffer;
const bombOf = (declaredSize: number) => zipOf([{ name: "xl/worksheets/sheet1.xml", method: 8, stored: zeros, declaredSize }]);

let workbook: Buffer;
beforeAll(async () => {
  zeros = deflateRawSync(Buffer.alloc(200 * MB));
  const document = configurationDocument.parse({
    format: "alarm-console-configuration",
    version: 1,
    exportedAt: "2027-01-01T00:00:00.000Z",
    organization: "Bulk",
    ...bulkRows(),
  });
  workbook = await documentToWorkbook(document);
});

describe("the zip guard of a workbook import", () => {
  it("passes a real workbook, with or without a comment at the end of the archive", async () => {
    expect(await checkZipBounds(workbook)).toBeNull();
    const comment = Buffer.from("written by hand");
    const commented = Buffer.concat([workbook, comment]);
    commented.writeUInt16LE(comment.length, workbook.length - 2);
    expect(await checkZipBounds(commented)).toBeNull();
  });

  it("refuses a file that says it unpacks past the limit, before inflating anything", async () => {
    expect(await checkZipBounds(bombOf(200 * MB))).toBe("A file in the workbook unpacks to more than 100 MB");
  });

  it("refuses files that each keep within the limit but together pass the total", async () => {
    const files = ["a", "b", "c"].map((name) => deflated(name, Buffer.alloc(MB)));
    expect(await checkZipBounds(zipOf(files), { maxEntries: 10, maxEntryBytes: MB, maxTotalBytes: 2 * MB })).toBe("The workbook unpacks to more than 2 MB");
  });

  it("refuses a file that unpacks to another size than it declares, the bomb stopped past its declared size", async () => {
    expect(await checkZipBounds(bombOf(1024))).toBe(MISMATCH);
    expect(await checkZipBounds(zipOf([deflated("short", Buffer.alloc(1000), 2000)]))).toBe(MISMATCH);
    expect(await checkZipBounds(zipOf([{ ...plain("stored", Buffer.alloc(10)), declaredSize: 20 }]))).toBe(MISMATCH);
  });

  it("refuses more files than the limit", async () => {
    const files = Array.from({ length: 10_001 }, (_, index) => plain(`f${index}`, Buffer.alloc(0)));
    expect(await checkZipBounds(zipOf(files))).toBe("The workbook holds more than 10,000 files");
  });

  it("refuses what is not a ZIP archive, is cut short, or holds data it cannot read", async () => {
    expect(await checkZipBounds(Buffer.from("this is not a workbook"))).toBe(NOT_A_WORKBOOK);
    expect(await checkZipBounds(Buffer.alloc(0))).toBe(NOT_A_WORKBOOK);
    expect(await checkZipBounds(workbook.subarray(0, workbook.length / 2))).toBe(NOT_A_WORKBOOK);
    expect(await checkZipBounds(workbook.subarray(0, workbook.length - 1))).toBe(NOT_A_WORKBOOK);
    expect(await checkZipBounds(zipOf([{ name: "garbage", method: 8, stored: Buffer.from([0xff, 0xff, 0xff, 0xff]), declaredSize: 10 }]))).toBe(NOT_A_WORKBOOK);
    const cutInside = zipOf([plain("a", Buffer.alloc(100))]);
    cutInside.writeUInt32LE(1000, cutInside.length - 22 + 16); // the central directory said to start past the end
    expect(await checkZipBounds(cutInside)).toBe(NOT_A_WORKBOOK);
    expect(await checkZipBounds(zipOf([{ name: "bzip2", method: 12, stored: Buffer.alloc(4), declaredSize: 4 }]))).toBe(
      "The workbook uses an unsupported compression method (12)",
    );
  });

  it("refuses ZIP64: sizes or counts at their maximum", async () => {
    expect(await checkZipBounds(zipOf([{ ...plain("big", Buffer.alloc(4)), declaredSize: 0xffffffff }]))).toBe(ZIP64);
    const manyEntries = zipOf([plain("a", Buffer.alloc(4))]);
    manyEntries.writeUInt16LE(0xffff, manyEntries.length - 22 + 10);
    expect(await checkZipBounds(manyEntries)).toBe(ZIP64);
  });

  it("answers an import of a bomb 400 VALIDATION naming the size", async () => {
    const { token } = await ctx.signIn("admin");
    const organization = await createTestOrganization(ctx.database.db, { name: "Bombed" });
    const response = await ctx.call({
      method: "POST",
      url: `/import-export/import?orgId=${organization.id}&dryRun=true`,
      token,
      headers: { "content-type": XLSX_CONTENT_TYPE },
      payload: bombOf(200 * MB),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", reason: "A file in the workbook unpacks to more than 100 MB" });
  });
});

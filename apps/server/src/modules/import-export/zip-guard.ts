import { createInflateRaw } from "node:zlib";

/**
 * Bounds an xlsx workbook (a ZIP archive) before exceljs unpacks it whole in memory: a 50 MB upload
 * could otherwise inflate to many GB. Reads the ZIP structure itself (the central directory, then each
 * entry's data) and refuses what it does not understand rather than guessing.
 */
export type ZipLimits = {
  /** Files in the archive. */
  maxEntries: number;
  /** Unpacked bytes of any one file. */
  maxEntryBytes: number;
  /** Unpacked bytes of all files together. */
  maxTotalBytes: number;
};

const MB = 1024 * 1024;
// A workbook unpacks to ~1.7× its configuration as JSON (measured: 32 MB of JSON, 50,000 participants with
// 100,000 devices and 20,000 alarm points, gave 54 MB, its largest part 20 MB); as a JSON import is capped at
// 50 MB by the body limit, 100 MB a part and 300 MB in all leave 2–3× headroom over anything it accepts.
export const WORKBOOK_LIMITS: ZipLimits = { maxEntries: 10_000, maxEntryBytes: 100 * MB, maxTotalBytes: 300 * MB };

export const NOT_A_WORKBOOK = "The file is not an xlsx workbook";
const ZIP64_UNSUPPORTED = "The workbook uses ZIP64, which is not supported";
const SIZE_MISMATCH = "The workbook is damaged: a file unpacks to another size than it declares";

const SIGNATURE = { endOfCentralDirectory: 0x06054b50, zip64Locator: 0x07064b50, centralEntry: 0x02014b50, localHeader: 0x04034b50 };
const SIZE = { endOfCentralDirectory: 22, zip64Locator: 20, centralEntry: 46, localHeader: 30 };
const MAX_COMMENT = 0xffff;
/** A 16- or 32-bit field at its maximum says "the real value is in the ZIP64 extra field". */
const ZIP64_MARKS = [0xffff, 0xffffffff];
const METHOD = { stored: 0, deflated: 8 };
const FLAG_ENCRYPTED = 0x1;

type Entry = { method: number; flags: number; compressedSize: number; uncompressedSize: number; localHeaderOffset: number };
type CentralDirectory = { offset: number; size: number; entries: number };

/** Thrown inside the guard with the message to answer; checkZipBounds turns it into its result. */
class ZipRefusal extends Error {}
const refuse = (message: string): never => {
  throw new ZipRefusal(message);
};
const requireThat = (condition: boolean, message = NOT_A_WORKBOOK) => condition || refuse(message);
const refuseZip64 = (...fields: number[]) => requireThat(!fields.some((field) => ZIP64_MARKS.includes(field)), ZIP64_UNSUPPORTED);
const inBounds = (buffer: Buffer, offset: number, length: number) => offset >= 0 && offset + length <= buffer.length;
const describeBytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The End Of Central Directory record: the last one whose comment reaches exactly to the end of the file. */
function findCentralDirectory(buffer: Buffer): CentralDirectory {
  const lowest = Math.max(0, buffer.length - SIZE.endOfCentralDirectory - MAX_COMMENT);
  for (let at = buffer.length - SIZE.endOfCentralDirectory; at >= lowest; at--) {
    if (buffer.readUInt32LE(at) !== SIGNATURE.endOfCentralDirectory) continue;
    if (at + SIZE.endOfCentralDirectory + buffer.readUInt16LE(at + 20) !== buffer.length) continue;
    return readEndRecord(buffer, at);
  }
  return refuse(NOT_A_WORKBOOK);
}

function readEndRecord(buffer: Buffer, at: number): CentralDirectory {
  const disk = buffer.readUInt16LE(at + 4);
  const directoryDisk = buffer.readUInt16LE(at + 6);
  const entriesHere = buffer.readUInt16LE(at + 8);
  const entries = buffer.readUInt16LE(at + 10);
  const size = buffer.readUInt32LE(at + 12);
  const offset = buffer.readUInt32LE(at + 16);
  const locatorAt = at - SIZE.zip64Locator;
  requireThat(locatorAt < 0 || buffer.readUInt32LE(locatorAt) !== SIGNATURE.zip64Locator, ZIP64_UNSUPPORTED);
  refuseZip64(disk, directoryDisk, entriesHere, entries, size, offset);
  requireThat(disk === 0 && directoryDisk === 0 && entriesHere === entries); // split across several files
  requireThat(offset + size <= at);
  return { offset, size, entries };
}

function readCentralDirectory(buffer: Buffer, directory: CentralDirectory): Entry[] {
  const entries: Entry[] = [];
  let at = directory.offset;
  for (let index = 0; index < directory.entries; index++) {
    requireThat(at + SIZE.centralEntry <= directory.offset + directory.size && buffer.readUInt32LE(at) === SIGNATURE.centralEntry);
    const entry: Entry = {
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      uncompressedSize: buffer.readUInt32LE(at + 24),
      localHeaderOffset: buffer.readUInt32LE(at + 42),
    };
    refuseZip64(entry.compressedSize, entry.uncompressedSize, entry.localHeaderOffset);
    entries.push(entry);
    at += SIZE.centralEntry + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  requireThat(at <= directory.offset + directory.size);
  return entries;
}

/** The declared sizes, before any inflating: most bombs are honest about what they unpack to. */
function checkDeclaredSizes(entries: Entry[], limits: ZipLimits) {
  let total = 0;
  for (const entry of entries) {
    requireThat(entry.uncompressedSize <= limits.maxEntryBytes, `A file in the workbook unpacks to more than ${describeBytes(limits.maxEntryBytes)}`);
    total += entry.uncompressedSize;
    requireThat(total <= limits.maxTotalBytes, `The workbook unpacks to more than ${describeBytes(limits.maxTotalBytes)}`);
  }
}

/** Where an entry's compressed bytes are: after its local header, whose name and extra field may differ from the central one's. */
function compressedData(buffer: Buffer, entry: Entry, directoryOffset: number): Buffer {
  const header = entry.localHeaderOffset;
  requireThat(inBounds(buffer, header, SIZE.localHeader) && buffer.readUInt32LE(header) === SIGNATURE.localHeader);
  const start = header + SIZE.localHeader + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  requireThat(start + entry.compressedSize <= directoryOffset);
  return buffer.subarray(start, start + entry.compressedSize);
}

/** The bytes `data` inflates to, counted without keeping them; stops as soon as they pass `cap`. */
function inflatedSize(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    inflater.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        inflater.destroy();
        resolve(size);
      }
    });
    inflater.on("end", () => resolve(size));
    inflater.on("error", () => reject(new ZipRefusal(NOT_A_WORKBOOK)));
    inflater.end(data);
  });
}

/**
 * Declared sizes can lie, so each entry is really inflated, up to one byte past its declared size:
 * as the declared sizes keep within the limits, so does the real output, entry by entry and in total.
 */
async function checkRealSizes(buffer: Buffer, entries: Entry[], directoryOffset: number) {
  for (const entry of entries) {
    requireThat((entry.flags & FLAG_ENCRYPTED) === 0);
    const data = compressedData(buffer, entry, directoryOffset);
    if (entry.method === METHOD.stored) requireThat(entry.compressedSize === entry.uncompressedSize, SIZE_MISMATCH);
    else if (entry.method === METHOD.deflated) {
      requireThat((await inflatedSize(data, entry.uncompressedSize)) === entry.uncompressedSize, SIZE_MISMATCH);
    } else refuse(`The workbook uses an unsupported compression method (${entry.method})`);
  }
}

/** Null when the workbook's archive keeps within `limits`, else what is wrong with it, to show the user. */
export async function checkZipBounds(buffer: Buffer, limits: ZipLimits = WORKBOOK_LIMITS): Promise<string | null> {
  try {
    const directory = findCentralDirectory(buffer);
    requireThat(directory.entries <= limits.maxEntries, `The workbook holds more than ${limits.maxEntries.toLocaleString("en")} files`);
    const entries = readCentralDirectory(buffer, directory);
    checkDeclaredSizes(entries, limits);
    await checkRealSizes(buffer, entries, directory.offset);
    return null;
  } catch (error) {
    if (error instanceof ZipRefusal) return error.message;
    throw error;
  }
}

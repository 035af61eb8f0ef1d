import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { TestContext } from "../../../test/test-app.js";

export type Part = { name: string; content: Buffer | (() => AsyncIterable<Buffer>); field?: string };

/**
 * A multipart/form-data request body produced lazily, so a test can send 50 MB without holding
 * them. The name is written raw into the header (escaping only quotes), as browsers do.
 */
export function multipart(parts: Part[]) {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  async function* body() {
    for (const [index, part] of parts.entries()) {
      const name = part.name.replaceAll('"', "%22");
      // The CRLF before a delimiter belongs to the delimiter, not to the previous part's content.
      const delimiter = `${index === 0 ? "" : "\r\n"}--${boundary}\r\n`;
      yield Buffer.from(
        `${delimiter}Content-Disposition: form-data; name="${part.field ?? "file"}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      if (Buffer.isBuffer(part.content)) yield part.content;
      else yield* part.content();
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from(body()),
  };
}

/** `megabytes` MB of zeros, one MB at a time. */
export const zeros = (megabytes: number) =>
  async function* () {
    const chunk = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < megabytes; i++) yield chunk;
  };

/** Every file below `dir`, relative, sorted; an absent directory has none. */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** POST to /upload-files (or `route`) of organization `orgId`. */
export const uploadTo = (ctx: TestContext, token: string, orgId: number, parts: Part[], route = "upload-files") =>
  ctx.call({ method: "POST", url: `/rest/admin/instructions/${route}?orgId=${orgId}`, token, ...multipart(parts) });

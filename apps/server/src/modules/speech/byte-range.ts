export type ByteRange = { start: number; end: number };

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (browsers ask so to seek in audio):
 * undefined for the whole file (no header, or one this server does not split, like several ranges),
 * "unsatisfiable" for a range outside the file.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === "") {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? "unsatisfiable" : { start, end };
}

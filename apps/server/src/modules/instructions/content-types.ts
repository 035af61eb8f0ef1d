import type { INSTRUCTION_FILE_EXTENSIONS } from "@alarm/contract";

/** The media type a file is stored and served with, decided by its extension (never by what the client claims). */
const CONTENT_TYPES: Record<(typeof INSTRUCTION_FILE_EXTENSIONS)[number], string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  txt: "text/plain; charset=utf-8",
};

export const contentTypeOf = (type: string) => CONTENT_TYPES[type as keyof typeof CONTENT_TYPES] ?? "application/octet-stream";

/** `attachment` with the name twice: plain ASCII for old clients and RFC 5987 encoded for the rest. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

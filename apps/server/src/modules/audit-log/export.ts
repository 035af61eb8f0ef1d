import type { AuditEntry } from "@alarm/contract";

const HEADER = ["Time (UTC)", "Action", "Object type", "Object id", "Name", "Part of", "Organization", "Changed by", "Address", "Fields"];

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas defused for spreadsheets. */
function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const shown = (value: unknown) => (value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value));

/** "field: before → after" for each changed field, one per line. */
function fieldsText(entry: AuditEntry): string {
  return entry.changes
    .map(
      (change) =>
        `${change.field}: ${"before" in change && "after" in change ? `${shown(change.before)} → ${shown(change.after)}` : shown(change.after ?? change.before)}`,
    )
    .join("\n");
}

/** The export's lines: a byte order mark and header (so spreadsheets read UTF-8), then one line per entry. */
export async function* auditCsvLines(batches: AsyncIterable<AuditEntry[]>): AsyncGenerator<string> {
  yield `\uFEFF${HEADER.join(",")}\r\n`;
  for await (const entries of batches) {
    yield entries
      .map((entry) =>
        [
          entry.at,
          entry.action,
          entry.objectType,
          entry.objectId,
          entry.label,
          entry.parentType ? `${entry.parentType} ${entry.parentId}` : null,
          entry.orgName,
          entry.actorLogin,
          entry.address,
          fieldsText(entry),
        ]
          .map(csvField)
          .join(","),
      )
      .map((line) => `${line}\r\n`)
      .join("");
  }
}

import type { SystemTableCell, SystemTableColumnType } from "@alarm/contract";
import { cellText } from "../model/table-view";

/** Long text keeps to a readable width; JSON and lists (often long) show two lines, all of it on hover. */
const TEXT_STYLE = { display: "block", maxWidth: "24rem" } as const;
const JSON_STYLE = { maxWidth: "24rem" } as const;

/** The least width of a column of each type, so that a wide table scrolls sideways rather than wrapping its values word by word. */
export const COLUMN_MIN_WIDTH: Record<SystemTableColumnType, string> = {
  NUMBER: "6rem",
  BOOLEAN: "6rem",
  DATE: "8rem",
  TIMESTAMP: "14rem",
  UUID: "20rem",
  TEXT: "11rem",
  JSON: "16rem",
  ARRAY: "14rem",
};

/** One value of a row as stored: NULL apart from empty text, JSON and lists in a monospace font. */
export function TableCell({ value, type }: { value: SystemTableCell | undefined; type: SystemTableColumnType }) {
  const text = cellText(value);
  if (text === null) return <span className="muted system-table__null">NULL</span>;
  if (type === "JSON" || type === "ARRAY") {
    return (
      <code className="object-list-table__clamped breakable" style={JSON_STYLE} title={text}>
        {text}
      </code>
    );
  }
  if (type === "TEXT") {
    return (
      <span className="breakable" style={TEXT_STYLE}>
        {text}
      </span>
    );
  }
  return <span style={{ whiteSpace: "nowrap" }}>{text}</span>;
}

import { MAX_IMPORT_ROWS } from "@alarm/contract";
import type ExcelJS from "exceljs";
import type { WorkbookProblem } from "./workbook-places.js";
import { cellToNamed, cellToPath, type ColumnSpec, MAX_CELL_TEXT, type SheetSpec } from "./workbook-sheets.js";

export type Row = Record<string, unknown>;
export type Read = { row: number; value: Row };
export const BAD = Symbol("bad cell");

/** The text a cell shows, whatever exceljs made of it; null when empty, BAD for an error value. */
export function cellText(value: ExcelJS.CellValue): string | null | typeof BAD {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value === "" ? null : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().endsWith("T00:00:00.000Z") ? value.toISOString().slice(0, 10) : value.toISOString();
  if ("richText" in value) return value.richText.map((part) => part.text).join("") || null;
  if ("error" in value) return BAD;
  if ("formula" in value || "sharedFormula" in value)
    return "result" in value && value.result !== undefined ? cellText(value.result as ExcelJS.CellValue) : null;
  if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
  return BAD;
}

/** One cell as its column's type; `problem` names what is wrong with it. */
function readCell(column: ColumnSpec, value: ExcelJS.CellValue, problem: (message: string) => void): unknown {
  const raw = typeof value === "number" || typeof value === "boolean" ? value : cellText(value);
  if (raw === BAD) return problem("cannot be read (an error value or an unknown kind of cell)");
  if (typeof raw === "string" && raw.length > MAX_CELL_TEXT) return problem(`longer than ${MAX_CELL_TEXT} characters`);
  const textOf = (item: string | number | boolean) => String(item);
  const empty = raw === null || (typeof raw === "string" && raw.trim() === "" && column.type !== "text");
  switch (column.type) {
    case "text": {
      if (raw === null) return column.nullable ? null : "";
      const text = textOf(raw);
      if (column.max !== undefined && text.length > column.max) return problem(`longer than ${column.max} characters`);
      return text;
    }
    case "int": {
      if (empty) return undefined;
      const number = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*[+-]?\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(number) || Math.abs(number) > 1e9) return problem(`a whole number expected, found "${textOf(raw!).slice(0, 50)}"`);
      return number;
    }
    case "bool": {
      if (empty) return undefined;
      if (typeof raw === "boolean") return raw;
      const word = textOf(raw!).trim().toLowerCase();
      if (["true", "yes", "1"].includes(word)) return true;
      if (["false", "no", "0"].includes(word)) return false;
      return problem(`TRUE or FALSE expected, found "${word.slice(0, 50)}"`);
    }
    case "enum": {
      if (empty) return column.nullable ? null : undefined;
      const word = textOf(raw!).trim();
      const found = column.values!.find((item) => item.toLowerCase() === word.toLowerCase());
      return found ?? problem(`one of ${column.values!.join(", ")} expected, found "${word.slice(0, 50)}"`);
    }
    case "path":
      return empty ? [] : cellToPath(textOf(raw!));
    case "named":
      return empty ? [] : cellToNamed(textOf(raw!));
    case "days": {
      if (empty) return undefined;
      const items = textOf(raw!)
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      const numbers = items.map(Number);
      return numbers.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)
        ? numbers
        : problem(`weekdays 1 (Monday) to 7 (Sunday) joined by ", " expected, found "${textOf(raw!).slice(0, 50)}"`);
    }
    case "list": {
      if (empty) return [];
      const items = textOf(raw!)
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      if (!column.values) return items;
      const unknown = items.filter((item) => !column.values!.includes(item.toUpperCase()));
      return unknown.length ? problem(`unknown: ${unknown.join(", ").slice(0, 200)}`) : items.map((item) => item.toUpperCase());
    }
  }
}

function setAt(row: Row, field: string, value: unknown) {
  const keys = field.split(".");
  let node = row;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Row;
  if (value !== undefined) node[keys.at(-1)!] = value;
}

/** The data rows of a sheet by its header row; a missing sheet has none. */
export function readSheet(book: ExcelJS.Workbook, spec: SheetSpec, problems: WorkbookProblem[]): Read[] {
  const sheet = book.getWorksheet(spec.name);
  if (!sheet) return [];
  const at = (row: number, column: string | undefined, message: string) => problems.push({ sheet: spec.name, row, ...(column && { column }), message });
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) {
    at(MAX_IMPORT_ROWS + 2, undefined, `a sheet may hold at most ${MAX_IMPORT_ROWS} rows`);
    return [];
  }
  const headers = new Map<string, number>();
  const before = problems.length;
  sheet.getRow(1).eachCell((cell, index) => {
    const header = cellText(cell.value);
    if (header === BAD || header === null || header.trim() === "") return;
    const column = spec.columns.find((item) => item.header.toLowerCase() === header.trim().toLowerCase());
    if (!column)
      at(1, `${cell.address} (${header.slice(0, 50)})`, `unknown column; the columns of this sheet are: ${spec.columns.map((item) => item.header).join(", ")}`);
    else headers.set(column.field, index);
  });
  for (const column of spec.columns) if (!headers.has(column.field)) at(1, column.header, "column missing");
  if (problems.length > before) return [];
  const rows: Read[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = spec.columns.map((column) => row.getCell(headers.get(column.field)!).value);
    if (
      cells.every((value) => {
        const text = cellText(value);
        return text === null || (typeof text === "string" && text.trim() === "");
      })
    )
      return;
    const value: Row = {};
    spec.columns.forEach((column, index) =>
      setAt(
        value,
        column.field,
        readCell(column, cells[index]!, (message) => at(number, column.header, message)),
      ),
    );
    rows.push({ row: number, value });
  });
  return rows;
}

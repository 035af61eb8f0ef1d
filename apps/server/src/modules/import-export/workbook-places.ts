import type { ConfigurationDocument } from "@alarm/contract";

/** Where in the workbook something is: the sheet, the row as the spreadsheet numbers it, the column's header. */
export type WorkbookPlace = { sheet: string; row: number; column?: string };
export type WorkbookProblem = WorkbookPlace & { message: string };
/** The place of a path of the document (participants.3.devices.0.address), when it came from a cell. */
export type Locate = (path: readonly (string | number)[]) => WorkbookPlace | undefined;
export type WorkbookReading = { ok: true; document: ConfigurationDocument; locate: Locate } | { ok: false; problems: WorkbookProblem[] };

export const describePlace = (place: WorkbookPlace) => `${place.sheet} row ${place.row}${place.column ? `, column ${place.column}` : ""}`;

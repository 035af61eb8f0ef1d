import { type DEVICE_ADDRESS_KINDS, normaliseDeviceAddress, type DeviceType, type Participant } from "@alarm/contract";

/** A device as the editor holds it: one row of the ordered list. */
export interface DeviceRow {
  /** Stable React key of the row, also for rows not saved yet. */
  key: string;
  /** The saved device's id; none for a new row. */
  id?: number;
  callingDeviceType: DeviceType;
  address: string;
  /** The note on the device ("work phone"); empty for none. */
  message: string;
}

export type DeviceProblem = "INVALID_PHONE" | "INVALID_EMAIL" | "INVALID_URL" | "REQUIRED" | "TOO_LONG";

/** The contract's limits of a participant's devices. */
export const MAX_DEVICES = 20;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_MESSAGE_LENGTH = 1000;

/** PrimeIcons of each device type, for the table and the editor. */
export const DEVICE_ICONS: Record<DeviceType, string> = {
  VOICE: "pi-phone",
  SMS: "pi-comment",
  EMAIL: "pi-envelope",
  PUSH: "pi-bell",
  APP: "pi-mobile",
};

/** Example addresses per kind of address, shown as placeholders. */
export const ADDRESS_EXAMPLES: Record<(typeof DEVICE_ADDRESS_KINDS)[DeviceType], string> = {
  PHONE: "+420 601 234 567",
  EMAIL: "name@example.com",
  URL: "https://push.example.com/…",
  TEXT: "",
};

let lastKey = 0;
function nextKey(): string {
  lastKey += 1;
  return `device-${lastKey}`;
}

export function newDeviceRow(callingDeviceType: DeviceType = "SMS"): DeviceRow {
  return { key: nextKey(), callingDeviceType, address: "", message: "" };
}

export function deviceRowsOf(devices: Participant["devices"]): DeviceRow[] {
  return devices.map((device) => ({
    key: nextKey(),
    id: device.id,
    callingDeviceType: device.callingDeviceType,
    address: device.address,
    message: device.message ?? "",
  }));
}

/** The problem of a row's address for its type (the contract's rule, which the server applies too), or null. */
export function deviceRowProblem(row: Pick<DeviceRow, "callingDeviceType" | "address">): DeviceProblem | null {
  if (row.address.length > MAX_ADDRESS_LENGTH) return "TOO_LONG";
  const checked = normaliseDeviceAddress(row.callingDeviceType, row.address);
  return "problem" in checked ? checked.problem : null;
}

/** The address as it will be stored (E.164 phone numbers, lower-case email), or the text as typed when invalid. */
export function normalisedAddress(row: Pick<DeviceRow, "callingDeviceType" | "address">): string {
  const checked = normaliseDeviceAddress(row.callingDeviceType, row.address);
  return "address" in checked ? checked.address : row.address;
}

/** The devices of a create or update request, in the order of the rows. */
export function toDeviceRequests(rows: readonly DeviceRow[]) {
  return rows.map((row) => ({
    callingDeviceType: row.callingDeviceType,
    address: normalisedAddress(row),
    message: row.message.trim() || null,
  }));
}

/** The rows with the one at `from` moved to `to` (both clamped to the list). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(rows.length - 1, to));
  if (from < 0 || from >= rows.length || from === target) return [...rows];
  const copy = [...rows];
  const [moved] = copy.splice(from, 1);
  copy.splice(target, 0, moved as T);
  return copy;
}

/** `devices.3.address` → {index: 3, part: "address"}; null for a field outside the device list. */
export function deviceFieldOf(field: string): { index: number; part: string } | null {
  const match = /^devices\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (!match) return null;
  return { index: Number(match[1]), part: match[2] ?? "address" };
}

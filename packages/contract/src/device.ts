import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { type DeviceType, deviceType } from "./device-type.js";

export { DEVICE_TYPES, type DeviceType, deviceType } from "./device-type.js";

const PHONE_TYPES: readonly DeviceType[] = ["VOICE", "SMS"];

/** A phone number in E.164 (+420601234567), or null when it is not a valid number. */
export function toE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim());
  return parsed?.isValid() ? parsed.number : null;
}

const emailAddress = z.email();

/** Checks a device address for its type; answers the normalised address or a problem code. */
export function normaliseDeviceAddress(
  type: DeviceType,
  address: string,
): { address: string } | { problem: "INVALID_PHONE" | "INVALID_EMAIL" | "INVALID_URL" | "REQUIRED" } {
  const text = address.trim();
  if (!text) return { problem: "REQUIRED" };
  if (PHONE_TYPES.includes(type)) {
    const number = toE164(text);
    return number ? { address: number } : { problem: "INVALID_PHONE" };
  }
  if (type === "EMAIL") return emailAddress.safeParse(text).success ? { address: text.toLowerCase() } : { problem: "INVALID_EMAIL" };
  if (type === "PUSH") return /^https:\/\/\S+$/.test(text) ? { address: text } : { problem: "INVALID_URL" };
  return { address: text };
}

const DEVICE_PROBLEM_TEXT = {
  INVALID_PHONE: "not a valid phone number in international format (+420 601 234 567)",
  INVALID_EMAIL: "not a valid email address",
  INVALID_URL: "not an https address of a push subscription",
  REQUIRED: "required",
} as const;

/** One contact method of a participant, in the participant's order of devices. */
export const device = z
  .object({
    id: z.number().int().optional(),
    callingDeviceType: deviceType,
    address: z.string().max(500),
    message: z.string().max(1000).nullable().optional().describe("A note on the device, e.g. 'work phone'"),
  })
  .transform((value, context) => {
    const checked = normaliseDeviceAddress(value.callingDeviceType, value.address);
    if ("problem" in checked) {
      context.addIssue({ code: "custom", path: ["address"], message: DEVICE_PROBLEM_TEXT[checked.problem], params: { code: checked.problem } });
      return z.NEVER;
    }
    return { ...value, address: checked.address, message: value.message ?? null };
  })
  .meta({ id: "Device" });
export type Device = z.output<typeof device>;

export const deviceTypeList = z.array(z.object({ type: deviceType, addressKind: z.enum(["PHONE", "EMAIL", "URL", "TEXT"]) }));
export const DEVICE_ADDRESS_KINDS: Record<DeviceType, "PHONE" | "EMAIL" | "URL" | "TEXT"> = {
  VOICE: "PHONE",
  SMS: "PHONE",
  EMAIL: "EMAIL",
  PUSH: "URL",
  APP: "TEXT",
};

import { z } from "zod";

/**
 * Ways a participant can be reached; the channels of the alarm engine. Apart from device.ts, so that
 * what only names a device type (an alarm's messages, the participant app) does not load the phone
 * number library that checks addresses.
 */
export const DEVICE_TYPES = ["VOICE", "SMS", "EMAIL", "PUSH", "APP"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const deviceType = z.enum(DEVICE_TYPES);

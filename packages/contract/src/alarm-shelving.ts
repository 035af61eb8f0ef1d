import { z } from "zod";
import { objectId } from "./ids.js";

/**
 * Shelving (ANSI/ISA-18.2, EEMUA 191): an operator takes an alarm point out of alerting for a
 * chosen time, with a reason. While shelved, its alarms are recorded but alert nobody; the shelving
 * ends by itself. The installation's SHELVING_LIMIT bounds the time (at most a week).
 */
export const SHELVING_LIMITS = { reason: 500, longestMinutes: 7 * 24 * 60 } as const;

export const shelveRequest = z
  .object({
    minutes: z
      .number()
      .int()
      .min(1)
      .max(SHELVING_LIMITS.longestMinutes)
      .describe("How long the point stays shelved; at most the installation's SHELVING_LIMIT"),
    reason: z.string().trim().min(1, "required").max(SHELVING_LIMITS.reason),
  })
  .meta({ id: "ShelveRequest" });

export const shelvedPoint = z
  .object({
    alarmPointId: objectId,
    name: z.string(),
    orgId: objectId,
    shelvedAt: z.iso.datetime({ offset: true }),
    shelvedUntil: z.iso.datetime({ offset: true }),
    reason: z.string(),
    shelvedBy: z.string().describe("The login of the operator who shelved it"),
  })
  .meta({ id: "ShelvedPoint" });
export type ShelvedPoint = z.output<typeof shelvedPoint>;

export const shelvedPointList = z.object({ items: z.array(shelvedPoint), shelvingLimitMinutes: z.number().int() }).meta({ id: "ShelvedPointList" });
export type ShelvedPointList = z.output<typeof shelvedPointList>;

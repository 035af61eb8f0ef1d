import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";

/** BY_RANK: rank 1 first, the next rank when too few accepted in time; ALL_AT_ONCE: every rank together. */
export const MEDIA_PROCESSING_TYPES = ["BY_RANK", "ALL_AT_ONCE"] as const;
/** ALL: every device of a participant at once; ONE_BY_ONE: one device after the other, in the participant's order. */
export const MEDIA_USAGE_TYPES = ["ALL", "ONE_BY_ONE"] as const;
export type MediaProcessingType = (typeof MEDIA_PROCESSING_TYPES)[number];
export type MediaUsageType = (typeof MEDIA_USAGE_TYPES)[number];

export const MAX_RANKS = 20;
export const MAX_RANK_ENTRIES = 500;
/** Minutes a rank is given to accept before the next one is alerted. */
export const DEFAULT_RANK_WAIT_MINUTES = 5;

/** A plan entry (docs/glossary.md#alarm-definition): a participant or a participant group in one rank. */
export const planEntry = z
  .object({
    id: z.number().int(),
    participantId: z.number().int().nullable(),
    participantGroupId: z.number().int().nullable(),
    orderId: z.number().int().describe("Position within the rank"),
    planGroupId: z.number().int().describe("The rank this entry belongs to"),
    title: z.string().describe("fullName of the participant or name of the group"),
    name: z.string(),
    shortName: z.string().nullable(),
  })
  .meta({ id: "AlarmPlanEntry" });
export type PlanEntry = z.infer<typeof planEntry>;

export const planRank = z
  .object({
    id: z.number().int().describe("planGroupId"),
    orderId: z.number().int().describe("Rank: 1 is alerted first"),
    waitTime: z.number().int().describe("Minutes this rank has to accept before the next rank is alerted"),
    entries: z.array(planEntry),
  })
  .meta({ id: "AlarmPlanRank" });
export type PlanRank = z.infer<typeof planRank>;

export const alarmPlan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    orgId: z.number().int(),
    orgName: z.string(),
    mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES),
    mediaUsageType: z.enum(MEDIA_USAGE_TYPES),
    skipCheckedOut: z.boolean().describe("Participants not checked in for their shift (participant app) are passed over"),
    ranks: z.array(planRank),
    version: objectVersion,
  })
  .meta({ id: "AlarmPlan" });
export type AlarmPlan = z.infer<typeof alarmPlan>;

const entryChange = z
  .object({
    participantId: objectId.nullable().optional(),
    participantGroupId: objectId.nullable().optional(),
  })
  .superRefine((entry, context) => {
    if (!entry.participantId === !entry.participantGroupId) {
      context.addIssue({ code: "custom", message: "an entry is either a participant or a participant group", params: { code: "ENTRY_KIND" } });
    }
  });

const rankChange = z.object({
  waitTime: z.number().int().min(0).max(1440).default(DEFAULT_RANK_WAIT_MINUTES),
  entries: z.array(entryChange).min(1, "a rank needs at least one participant or group").max(MAX_RANK_ENTRIES),
});

const planFields = {
  name: z.string().trim().min(1, "required").max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES).default("BY_RANK"),
  mediaUsageType: z.enum(MEDIA_USAGE_TYPES).default("ALL"),
  skipCheckedOut: z.boolean().default(false),
  ranks: z
    .array(rankChange)
    .min(1, "a plan needs at least one rank")
    .max(MAX_RANKS)
    .describe("In order: the first is rank 1")
    .superRefine((ranks, context) => {
      const seen = new Set<string>();
      ranks.forEach((rank, rankIndex) =>
        rank.entries.forEach((entry, entryIndex) => {
          const key = entry.participantId ? `p${entry.participantId}` : `g${entry.participantGroupId}`;
          if (seen.has(key)) {
            context.addIssue({
              code: "custom",
              path: [rankIndex, "entries", entryIndex],
              message: "already in this plan",
              params: { code: "DUPLICATE_ENTRY" },
            });
          }
          seen.add(key);
        }),
      );
    }),
};

export const alarmPlanCreate = z.object({ ...planFields, orgId: objectId }).meta({ id: "AlarmPlanCreate" });
export type AlarmPlanCreate = z.input<typeof alarmPlanCreate>;
export type ValidAlarmPlanCreate = z.output<typeof alarmPlanCreate>;

export const alarmPlanUpdate = z.object({ ...planFields, id: objectId, version: objectVersion }).meta({ id: "AlarmPlanUpdate" });
export type AlarmPlanUpdate = z.input<typeof alarmPlanUpdate>;
export type ValidAlarmPlanUpdate = z.output<typeof alarmPlanUpdate>;

export const cloneRequest = z.object({ id: objectId }).meta({ id: "CloneRequest" });

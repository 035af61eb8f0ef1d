import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import { device, deviceType } from "./device.js";
import { PARTICIPANT_LANGUAGES } from "./language.js";

const personName = z.string().trim().max(100);
const participantLanguage = z.enum(PARTICIPANT_LANGUAGES);

export const participant = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    shortName: z.string().nullable(),
    fullName: z.string().describe("Name and surname"),
    language: participantLanguage,
    login: z.string().nullable().describe("The console user this participant is, if any"),
    orgId: z.number().int(),
    orgName: z.string(),
    participantRotationalId: z.number().int().nullable().describe("The team media schedule: which device is used when"),
    devices: z.array(z.object({ id: z.number().int(), callingDeviceType: deviceType, address: z.string(), message: z.string().nullable() })),
    version: objectVersion,
  })
  .meta({ id: "Participant" });
export type Participant = z.infer<typeof participant>;

const devices = z.array(device).max(20).default([]);

export const participantCreate = z
  .object({
    name: personName.min(1, "required"),
    surname: personName.min(1, "required"),
    shortName: z.string().trim().max(20).nullable().optional(),
    language: participantLanguage.default("ENGLISH"),
    login: z.string().trim().max(100).nullable().optional(),
    participantRotationalId: objectId.nullable().optional().describe("A team media schedule of the organization or above; absent on update: unchanged"),
    orgId: objectId,
    devices,
  })
  .meta({ id: "ParticipantCreate" });
export type ParticipantCreate = z.input<typeof participantCreate>;

export const participantUpdate = participantCreate.omit({ orgId: true }).extend({ id: objectId, version: objectVersion }).meta({ id: "ParticipantUpdate" });
export type ParticipantUpdate = z.input<typeof participantUpdate>;

export const participantClone = z.object({ id: objectId }).meta({ id: "ParticipantClone" });

/** Makes a console user of a participant that has no user yet. */
export const participantToUser = z
  .object({
    participantId: objectId,
    login: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .regex(/^[\p{L}\p{N}._@-]+$/u, "letters, digits and . _ @ - only"),
    password: z.string().min(1).max(128),
    roleIds: z.array(objectId).max(100).default([]),
  })
  .meta({ id: "ParticipantToUser" });

export const participantGroup = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    orgId: z.number().int(),
    orgName: z.string(),
    members: z.array(z.object({ participantId: z.number().int(), fullName: z.string(), shortName: z.string().nullable(), orderId: z.number().int() })),
    version: objectVersion,
  })
  .meta({ id: "ParticipantGroup" });
export type ParticipantGroup = z.infer<typeof participantGroup>;

const memberIds = z
  .array(objectId)
  .max(10_000)
  .refine((ids) => new Set(ids).size === ids.length, "a participant can be a member only once")
  .describe("Participant ids in their order in the group");

export const participantGroupCreate = z
  .object({ name: z.string().trim().min(1, "required").max(200), description: z.string().trim().max(2000).nullable().optional(), orgId: objectId, memberIds })
  .meta({ id: "ParticipantGroupCreate" });
export type ParticipantGroupCreate = z.infer<typeof participantGroupCreate>;

export const participantGroupUpdate = participantGroupCreate
  .omit({ orgId: true })
  .extend({ id: objectId, version: objectVersion })
  .meta({ id: "ParticipantGroupUpdate" });
export type ParticipantGroupUpdate = z.infer<typeof participantGroupUpdate>;

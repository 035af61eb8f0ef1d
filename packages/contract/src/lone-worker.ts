import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";

/** A position from the browser's geolocation, in degrees (WGS 84) and metres. */
export const geoLocation = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy: z.number().min(0).max(1_000_000).optional().describe("Radius of the position's uncertainty, in metres"),
  })
  .meta({ id: "GeoLocation" });
export type GeoLocation = z.infer<typeof geoLocation>;

/** A link to the position on a map, for alarm details and messages. */
export const mapLink = (location: GeoLocation) =>
  `https://www.openstreetmap.org/?mlat=${location.latitude.toFixed(6)}&mlon=${location.longitude.toFixed(6)}#map=17/${location.latitude.toFixed(6)}/${location.longitude.toFixed(6)}`;

export const LONE_WORKER_LIMITS = {
  expectedMinutes: { min: 5, max: 24 * 60 },
  checkInMinutes: { min: 1, max: 240 },
  graceMinutes: { min: 0, max: 60 },
} as const;
export const LONE_WORKER_DEFAULTS = { expectedMinutes: 120, checkInMinutes: 30, graceMinutes: 2 } as const;

export const LONE_WORKER_STATUSES = ["RUNNING", "ENDED"] as const;

/** A participant working alone: checks in at each interval, or the organization's lone-worker alarm point is triggered. */
export const loneWorkerSession = z
  .object({
    id: objectId,
    participantId: objectId,
    participantName: z.string(),
    orgId: objectId,
    orgName: z.string(),
    task: z.string(),
    status: z.enum(LONE_WORKER_STATUSES),
    startedAt: z.string(),
    expectedEndAt: z.string(),
    endedAt: z.string().nullable(),
    checkInMinutes: z.number().int(),
    graceMinutes: z.number().int(),
    lastCheckInAt: z.string(),
    nextCheckInAt: z.string().describe("When the next check-in is due; the alarm is raised a grace period later"),
    misses: z.number().int().describe("Check-ins missed so far; each raised one alarm"),
    lastLocation: geoLocation.nullable(),
    lastAlarmId: z.number().int().nullable(),
  })
  .meta({ id: "LoneWorkerSession" });
export type LoneWorkerSession = z.infer<typeof loneWorkerSession>;

export const loneWorkerSessionList = z.object({ list: z.array(loneWorkerSession) }).meta({ id: "LoneWorkerSessionList" });

export const loneWorkerStart = z
  .object({
    task: z.string().trim().min(1).max(200),
    expectedMinutes: z.number().int().min(LONE_WORKER_LIMITS.expectedMinutes.min).max(LONE_WORKER_LIMITS.expectedMinutes.max),
    checkInMinutes: z.number().int().min(LONE_WORKER_LIMITS.checkInMinutes.min).max(LONE_WORKER_LIMITS.checkInMinutes.max),
    location: geoLocation.optional(),
  })
  .meta({ id: "LoneWorkerStart" });
export type LoneWorkerStart = z.infer<typeof loneWorkerStart>;

export const loneWorkerCheckIn = z.object({ location: geoLocation.optional() }).meta({ id: "LoneWorkerCheckIn" });

/** Per organization (inherited by the organizations below that set none), authority MOBILE_APP. */
export const loneWorkerSettings = z
  .object({
    orgId: objectId,
    alarmPointId: objectId.nullable().describe("The alarm point a missed check-in or an SOS of a lone worker triggers"),
    alarmPointName: z.string().nullable(),
    graceMinutes: z.number().int().min(LONE_WORKER_LIMITS.graceMinutes.min).max(LONE_WORKER_LIMITS.graceMinutes.max),
    inheritedFromOrgId: objectId.nullable().describe("Set when the organization has no setting of its own and this one is its ancestor's"),
    version: objectVersion.nullable(),
  })
  .meta({ id: "LoneWorkerSettings" });
export type LoneWorkerSettings = z.infer<typeof loneWorkerSettings>;

export const loneWorkerSettingsUpdate = z
  .object({
    alarmPointId: objectId.nullable(),
    graceMinutes: z.number().int().min(LONE_WORKER_LIMITS.graceMinutes.min).max(LONE_WORKER_LIMITS.graceMinutes.max),
    version: objectVersion.nullable().describe("null when the organization has no setting of its own yet"),
  })
  .meta({ id: "LoneWorkerSettingsUpdate" });
export type LoneWorkerSettingsUpdate = z.infer<typeof loneWorkerSettingsUpdate>;

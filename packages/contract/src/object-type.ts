import { z } from "zod";

/** Object types (docs/glossary.md): what can be listed, moved between organizations and limited. */
export const OBJECT_TYPES = [
  "HOLIDAY",
  "USER",
  "USERGROUP",
  "ORGANIZATION",
  "PARTICIPANT",
  "PARTICIPANT_GROUP",
  "ALARMPLAN",
  "ALARMPOINT",
  "ALARM_ROTATIONAL",
  "PARTICIPANT_ROTATIONAL",
  "ALARM_RULE",
  "ALARM_TEMPLATE",
  "TEXT_TEMPLATE",
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];
export const objectType = z.enum(OBJECT_TYPES);

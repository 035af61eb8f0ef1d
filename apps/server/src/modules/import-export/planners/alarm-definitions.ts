import type { ConfigurationDocument, ImportRow } from "@alarm/contract";
import type { Planning } from "./planning.js";

type WantedDefinition = ConfigurationDocument["alarmPoints"][number] | ConfigurationDocument["alarmTemplates"][number];

/**
 * What an alarm point and an alarm template share: their plan and text template named in their
 * organization or above, the request their schema checks, the names their row is compared in.
 */
export function definitionOf({ names, problem, resolve }: Planning, wanted: WantedDefinition) {
  const path = wanted.organization;
  const planKey = wanted.alarmPlan ? resolve("plan", path, wanted.alarmPlan.trim()) : null;
  const textTemplateKey = wanted.textTemplate ? resolve("textTemplate", path, wanted.textTemplate.trim()) : null;
  const standbyName = wanted.standbySchedule === undefined ? undefined : wanted.standbySchedule?.trim() || null;
  const standbyKey = standbyName ? resolve("standbySchedule", path, standbyName) : standbyName;
  return {
    path,
    planKey,
    textTemplateKey,
    standbyKey,
    request: {
      ...wanted,
      icon: wanted.icon ?? undefined,
      orgId: 1,
      alarmPlanId: planKey ? 1 : null,
      textTemplateId: textTemplateKey ? 1 : null,
      instructionFileIds: [],
    },
    /** The stored or wanted standby schedule's id stands for its name in the wanted form (absent: the stored one's, so it compares equal). */
    rotationalCalendarId: (storedId: number | null | undefined) => (standbyName === undefined ? (storedId ?? null) : standbyName ? -1 : null),
    namesHere: {
      ...names,
      pathOf: () => path,
      plan: () => wanted.alarmPlan?.trim() ?? undefined,
      textTemplate: () => wanted.textTemplate?.trim() ?? undefined,
      standbySchedule: (id: number) => (id === -1 ? (standbyName ?? undefined) : names.standbySchedule(id)),
    },
    unknownStandby: (row: ImportRow) => standbyName && !standbyKey && problem(row, "standbySchedule", "UNKNOWN_STANDBY_SCHEDULE", { schedule: standbyName }),
    unknownPlan: (row: ImportRow) => wanted.alarmPlan && !planKey && problem(row, "alarmPlan", "UNKNOWN_ALARM_PLAN", { plan: wanted.alarmPlan }),
    unknownTextTemplate: (row: ImportRow) =>
      wanted.textTemplate && !textTemplateKey && problem(row, "textTemplate", "UNKNOWN_TEXT_TEMPLATE", { template: wanted.textTemplate }),
  };
}

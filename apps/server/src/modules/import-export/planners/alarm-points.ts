import { alarmPointCreate } from "@alarm/contract";
import { pointRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, describePath, namedKey, pathKey } from "../keys.js";
import { pointColumnsOf } from "../plan-checks.js";
import { definitionOf } from "./alarm-definitions.js";
import type { Planning } from "./planning.js";

/** Alarm points: by system ID when set, else by name. `reachOf` tells how many participants a plan (by key) reaches. */
export function planAlarmPoints(planning: Planning, reachOf: (planKey: string) => number | undefined): Operations["points"] {
  const { snapshot, doc, names, byName, track, problem, issues, once, orgKnown } = planning;
  const pointsBySystemId = byName(
    snapshot.points.filter((point) => point.systemId),
    (point) => `#${point.systemId}`,
  );
  const pointsByName = byName(
    snapshot.points.filter((point) => !point.systemId),
    (point) => point.name,
  );
  return doc.alarmPoints.flatMap((wanted) => {
    const { path, planKey, textTemplateKey, standbyKey, request, namesHere, rotationalCalendarId, unknownPlan, unknownTextTemplate, unknownStandby } =
      definitionOf(planning, wanted);
    const systemId = wanted.systemId?.trim() || null;
    const stored = systemId ? pointsBySystemId.get(namedKey(path, `#${systemId}`)) : pointsByName.get(namedKey(path, wanted.name.trim()));
    const normal = alarmPointCreate.safeParse(request);
    const wantedForm = normal.success
      ? pointRow(
          {
            ...normal.data,
            ...pointColumnsOf(normal.data),
            id: 0,
            orgId: 0,
            instructionFileNames: wanted.instructionFiles,
            alarmPointType: wanted.alarmPointType,
            rotationalCalendarId: rotationalCalendarId(stored?.rotationalCalendarId),
          } as never,
          namesHere,
        )
      : wanted;
    const row = track(
      "ALARMPOINT",
      systemId ? `${describePath(path)} / #${systemId}` : describeNamed(path, wanted.name),
      path,
      stored && pointRow(stored, names),
      wantedForm,
      ["instructionFiles", "organization"],
    );
    issues(row, normal.error);
    once(row, "ALARMPOINT", systemId ? `${pathKey(path)}|#${systemId}` : namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    unknownPlan(row);
    if (!wanted.alarmPlan && wanted.alarmPointType === "STANDARD" && !(standbyKey === undefined ? stored?.rotationalCalendarId : standbyKey))
      problem(row, "alarmPlan", "ALARM_PLAN_NEEDED");
    unknownTextTemplate(row);
    unknownStandby(row);
    const reached = planKey ? reachOf(planKey) : undefined;
    if (normal.success && reached !== undefined && normal.data.confirmPriority > reached) {
      problem(row, "confirmPriority", "CONFIRM_PRIORITY_UNREACHABLE", { reached, confirmPriority: normal.data.confirmPriority });
    }
    if (!normal.success) return [];
    return [
      {
        row,
        path,
        ...(stored && { existing: stored }),
        value: { point: normal.data, planKey: planKey ?? null, textTemplateKey: textTemplateKey ?? null, ...(standbyKey !== undefined && { standbyKey }) },
      },
    ];
  });
}

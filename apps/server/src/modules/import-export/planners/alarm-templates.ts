import { alarmTemplateCreate } from "@alarm/contract";
import { templateRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, namedKey } from "../keys.js";
import { definitionOf } from "./alarm-definitions.js";
import type { Planning } from "./planning.js";

/** Alarm templates: by organization and name. */
export function planAlarmTemplates(planning: Planning): Operations["templates"] {
  const { snapshot, doc, names, byName, track, issues, once, orgKnown } = planning;
  const templatesByName = byName(snapshot.templates, (template) => template.name);
  return doc.alarmTemplates.flatMap((wanted) => {
    const { path, planKey, textTemplateKey, standbyKey, request, namesHere, rotationalCalendarId, unknownPlan, unknownTextTemplate, unknownStandby } =
      definitionOf(planning, wanted);
    const stored = templatesByName.get(namedKey(path, wanted.name.trim()));
    const normal = alarmTemplateCreate.safeParse(request);
    const wantedForm = normal.success
      ? templateRow(
          {
            id: 0,
            orgId: 0,
            name: normal.data.name,
            icon: normal.data.icon,
            alarmPlanId: normal.data.alarmPlanId ?? null,
            definition: { ...normal.data, rotationalCalendarId: rotationalCalendarId(stored?.definition.rotationalCalendarId) },
            instructionFileNames: wanted.instructionFiles,
            version: 0,
          },
          namesHere,
        )
      : wanted;
    const row = track("ALARM_TEMPLATE", describeNamed(path, wanted.name), path, stored && templateRow(stored, names), wantedForm, [
      "instructionFiles",
      "organization",
    ]);
    issues(row, normal.error);
    once(row, "ALARM_TEMPLATE", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    unknownPlan(row);
    unknownTextTemplate(row);
    unknownStandby(row);
    if (!normal.success) return [];
    return [
      {
        row,
        path,
        ...(stored && { existing: stored }),
        value: { template: normal.data, planKey: planKey ?? null, textTemplateKey: textTemplateKey ?? null, ...(standbyKey !== undefined && { standbyKey }) },
      },
    ];
  });
}

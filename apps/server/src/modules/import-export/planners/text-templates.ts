import { textTemplateCreate } from "@alarm/contract";
import { textTemplateRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, namedKey } from "../keys.js";
import type { Planning } from "./planning.js";

/** Text templates: by organization and name. */
export function planTextTemplates({ snapshot, doc, names, byName, track, issues, once, orgKnown }: Planning): Operations["textTemplates"] {
  const textTemplatesByName = byName(snapshot.textTemplates, (template) => template.name);
  return doc.textTemplates.flatMap((wanted) => {
    const path = wanted.organization;
    const stored = textTemplatesByName.get(namedKey(path, wanted.name.trim()));
    const normal = textTemplateCreate.safeParse({ ...wanted, orgId: 1 });
    const row = track(
      "TEXT_TEMPLATE",
      describeNamed(path, wanted.name),
      path,
      stored && textTemplateRow(stored, names),
      normal.success
        ? textTemplateRow({ ...normal.data, id: 0, orgId: 0, description: normal.data.description ?? null, version: 0 }, { ...names, pathOf: () => path })
        : wanted,
    );
    issues(row, normal.error);
    once(row, "TEXT_TEMPLATE", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    return normal.success ? [{ row, path, ...(stored && { existing: stored }), value: normal.data }] : [];
  });
}

import { organizationCreate } from "@alarm/contract";
import { organizationRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describePath, pathKey } from "../keys.js";
import type { Planning } from "./planning.js";

/** Organizations, parents first. */
export function planOrganizations({ doc, track, issues, once, orgKnown, existingOrg }: Planning): Operations["organizations"] {
  return [...doc.organizations]
    .sort((a, b) => a.path.length - b.path.length)
    .map((wanted) => {
      const stored = existingOrg(wanted.path);
      const normal = organizationCreate.safeParse({ name: wanted.path.at(-1), description: wanted.description, timeZone: wanted.timeZone, parentId: 1 });
      const value = { name: normal.data?.name ?? "", description: normal.data?.description || null, timeZone: normal.data?.timeZone ?? null };
      const row = track("ORGANIZATION", describePath(wanted.path), wanted.path.slice(0, -1), stored && organizationRow(stored), {
        path: wanted.path,
        description: value.description,
        timeZone: value.timeZone,
      });
      issues(row, normal.error, { name: "path" });
      once(row, "ORGANIZATION", pathKey(wanted.path));
      orgKnown(row, wanted.path.slice(0, -1));
      return { row, path: wanted.path, ...(stored && { existing: stored }), value };
    });
}

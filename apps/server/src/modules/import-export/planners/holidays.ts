import { holidayCreate } from "@alarm/contract";
import { holidayRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, namedKey } from "../keys.js";
import { holidayOverlaps } from "../plan-checks.js";
import type { Planning } from "./planning.js";

/** Holidays: one per organization and first day; none may overlap another of its organization or those above. */
export function planHolidays({ snapshot, doc, names, byName, track, issues, once, orgKnown }: Planning): Operations["holidays"] {
  const holidaysByStart = byName(snapshot.holidays, (holiday) => holiday.startDate);
  const ops: Operations["holidays"] = doc.holidays.flatMap((wanted) => {
    const path = wanted.organization;
    const stored = holidaysByStart.get(namedKey(path, wanted.start));
    const normal = holidayCreate.safeParse(wanted);
    const row = track("HOLIDAY", describeNamed(path, `${wanted.start} ${wanted.title}`), path, stored && holidayRow(stored, names), {
      ...wanted,
      title: normal.data?.title ?? wanted.title,
    });
    issues(row, normal.error);
    once(row, "HOLIDAY", namedKey(path, wanted.start));
    orgKnown(row, path);
    return normal.success ? [{ row, path, ...(stored && { existing: stored }), value: { ...normal.data, end: normal.data.end ?? normal.data.start } }] : [];
  });
  holidayOverlaps(snapshot, names, ops);
  return ops;
}

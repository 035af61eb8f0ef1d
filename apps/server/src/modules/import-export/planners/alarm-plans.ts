import { alarmPlanCreate, type ConfigurationDocument, type ImportRow } from "@alarm/contract";
import { planRow } from "../export.js";
import type { EntryKey, Operations } from "../import-plan.js";
import { describeNamed, namedKey } from "../keys.js";
import { comparablePlan } from "../plan-checks.js";
import type { ParticipantReferences } from "./participant-references.js";
import type { Planning } from "./planning.js";

type WantedPlan = ConfigurationDocument["alarmPlans"][number];
/** A plan entry resolved to a key, or not; `stand` stands for it in the request the schema checks. */
type ResolvedEntry = { key?: EntryKey; stand: string };

/** Alarm plans: by organization and name; their entries name participants and groups of the plan's organization or above. */
export function planAlarmPlans(planning: Planning, references: ParticipantReferences): Operations["plans"] {
  const { snapshot, doc, names, byName, track, issues, once, orgKnown } = planning;
  const plansByName = byName(snapshot.plans, (plan) => plan.name);
  return doc.alarmPlans.flatMap((wanted) => {
    const path = wanted.organization;
    const stored = plansByName.get(namedKey(path, wanted.name.trim()));
    const comparableForm = comparablePlan({ ...wanted, name: wanted.name.trim(), description: wanted.description?.trim() || null }, references.canonical);
    const row = track(
      "ALARMPLAN",
      describeNamed(path, wanted.name),
      path,
      stored && comparablePlan(planRow(stored, names), references.canonical),
      comparableForm,
    );
    once(row, "ALARMPLAN", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    const resolved = resolveEntries(planning, references, wanted, row);
    const ranks = wanted.ranks.map((rank, rankIndex) => ({ waitTime: rank.waitTime, entries: resolved[rankIndex]!.flatMap((entry) => entry.key ?? []) }));
    const fakeIds = new Map<string, number>();
    const fakeId = (key: string) => fakeIds.get(key) ?? (fakeIds.set(key, fakeIds.size + 1), fakeIds.size);
    const normal = alarmPlanCreate.safeParse({
      ...wanted,
      orgId: 1,
      ranks: wanted.ranks.map((rank, rankIndex) => ({
        waitTime: rank.waitTime,
        entries: resolved[rankIndex]!.map((entry) =>
          entry.stand.startsWith("g") ? { participantGroupId: fakeId(entry.stand) } : { participantId: fakeId(entry.stand) },
        ),
      })),
    });
    issues(row, normal.error);
    return normal.success ? [{ row, path, ...(stored && { existing: stored }), value: { plan: normal.data, ranks } }] : [];
  });
}

/** Entries that do not resolve are reported once, by name; the rank keeps a stand-in so it is not also "empty". */
function resolveEntries({ problem, resolve }: Planning, references: ParticipantReferences, wanted: WantedPlan, row: ImportRow): ResolvedEntry[][] {
  const path = wanted.organization;
  return wanted.ranks.map((rank, rankIndex) =>
    rank.entries.map((entry, entryIndex): ResolvedEntry => {
      const field = `ranks.${rankIndex}.entries.${entryIndex}`;
      if ("participant" in entry) {
        const key = references.reference(row, field, entry.participant, path);
        return key ? { key: { participant: key }, stand: `p${key}` } : { stand: `?${field}` };
      }
      const key = resolve("group", path, entry.group.trim());
      if (!key) problem(row, field, "UNKNOWN_PARTICIPANT_GROUP", { group: entry.group });
      return key ? { key: { group: key }, stand: `g${key}` } : { stand: `?${field}` };
    }),
  );
}

import { participantGroupCreate } from "@alarm/contract";
import { groupRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, namedKey } from "../keys.js";
import type { ParticipantReferences } from "./participant-references.js";
import type { Planning } from "./planning.js";

/** Participant groups: by organization and name; members are participants of the group's organization or above. */
export function planGroups(planning: Planning, references: ParticipantReferences): Operations["groups"] {
  const { snapshot, doc, names, byName, track, problem, issues, once, orgKnown } = planning;
  const { canonical } = references;
  const groupsByName = byName(snapshot.groups, (group) => group.name);
  return doc.participantGroups.flatMap((wanted) => {
    const path = wanted.organization;
    const stored = groupsByName.get(namedKey(path, wanted.name.trim()));
    const normal = participantGroupCreate.safeParse({
      name: wanted.name,
      description: wanted.description,
      orgId: 1,
      memberIds: wanted.members.map((_, index) => index + 1),
    });
    const storedForm = stored && groupRow(stored, names);
    const row = track(
      "PARTICIPANT_GROUP",
      describeNamed(path, wanted.name),
      path,
      storedForm && { ...storedForm, members: storedForm.members.map(canonical) },
      { ...wanted, name: wanted.name.trim(), description: normal.data?.description || null, members: wanted.members.map(canonical) },
    );
    issues(row, normal.error, { memberIds: "members" });
    once(row, "PARTICIPANT_GROUP", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    const members = wanted.members.flatMap((member, index) => references.reference(row, `members.${index}`, member, path) ?? []);
    if (new Set(members).size !== members.length) problem(row, "members", "MEMBER_TWICE");
    return normal.success
      ? [{ row, path, ...(stored && { existing: stored }), value: { name: normal.data.name, description: normal.data.description || null, members } }]
      : [];
  });
}

import { type ConfigurationDocument, type ImportRow, participantCreate } from "@alarm/contract";
import { participantRow, privateEventRow } from "../export.js";
import type { Operations } from "../import-plan.js";
import { describeNamed, describePath, isWithin, namedKey, participantKey, pathKey } from "../keys.js";
import { indexBy } from "../plan-checks.js";
import { comparablePrivateEvent, planPrivateSchedule } from "../schedule-plan.js";
import type { ParticipantRow } from "../snapshot.js";
import { type LoginAt, loginAtKey, loginsWithinReach, type ParticipantLogin, participantLoginKey, participantLoginsTaken } from "./login-reads.js";
import type { ParticipantReferences } from "./participant-references.js";
import type { Planning } from "./planning.js";

type WantedParticipant = ConfigurationDocument["participants"][number];
/** What a new or changed login of a participant is checked for: taken by another participant, or no user of it within reach. */
type LoginCheck = { taken: ParticipantLogin; createdUserWithinReach: boolean; userAt?: LoginAt };
type LoginAnswers = { taken: Set<string>; withinReach: Set<string> };

/** Participants: by login when set, else by organization, name and surname. */
export async function planParticipants(
  planning: Planning,
  references: ParticipantReferences,
  createdUserPaths: Map<string, string[]>,
): Promise<Operations["participants"]> {
  const { snapshot, doc, byName } = planning;
  const participantsByLogin = indexBy(
    snapshot.participants.filter((participant) => participant.login),
    (participant) => participant.login!.toLowerCase(),
  );
  const participantsByName = byName(snapshot.participants, (participant) => `${participant.name}|${participant.surname}`);
  const storedOf = (wanted: WantedParticipant) => {
    const login = wanted.login?.trim() || null;
    return login
      ? participantsByLogin.get(login.toLowerCase())
      : participantsByName.get(namedKey(wanted.organization, `${wanted.name.trim()}|${wanted.surname.trim()}`));
  };
  const stored = doc.participants.map(storedOf);
  const checks = doc.participants.map((wanted, index) => loginCheckOf(planning, wanted, stored[index], createdUserPaths));
  const answers: LoginAnswers = {
    taken: await participantLoginsTaken(
      planning.db,
      checks.flatMap((check) => check?.taken ?? []),
    ),
    withinReach: await loginsWithinReach(
      planning.db,
      checks.flatMap((check) => (check && !check.createdUserWithinReach && check.userAt) || []),
    ),
  };
  return doc.participants.flatMap((wanted, index) => {
    const check = checks[index];
    return planParticipant(planning, references, wanted, stored[index], check && { check, answers });
  });
}

/** The checks a participant's login needs: none when it has none or keeps its stored one. */
function loginCheckOf(
  { existingOrg }: Planning,
  wanted: WantedParticipant,
  stored: ParticipantRow | undefined,
  createdUserPaths: Map<string, string[]>,
): LoginCheck | undefined {
  const login = wanted.login?.trim() || null;
  if (!login || (stored && stored.login?.toLowerCase() === login.toLowerCase())) return undefined;
  const org = existingOrg(wanted.organization);
  const createdAt = createdUserPaths.get(login.toLowerCase());
  return {
    taken: { login, exceptId: stored?.id ?? 0 },
    // The document creates the participant's user in the participant's organization or below.
    createdUserWithinReach: createdAt !== undefined && isWithin(createdAt, wanted.organization),
    ...(org && { userAt: { login, orgId: org.id } }),
  };
}

function planParticipant(
  planning: Planning,
  references: ParticipantReferences,
  wanted: WantedParticipant,
  stored: ParticipantRow | undefined,
  login: { check: LoginCheck; answers: LoginAnswers } | undefined,
): Operations["participants"] {
  const { names, track, problem, issues, once, orgKnown } = planning;
  const path = wanted.organization;
  const ownLogin = wanted.login?.trim() || null;
  const normal = participantCreate.safeParse({ ...wanted, orgId: 1 });
  const key = ownLogin ? `login ${ownLogin}` : describeNamed(path, `${wanted.name} ${wanted.surname}`);
  const { pending, teamScheduleName, teamScheduleKey, privateSchedule } = schedulesOf(planning, references, wanted);
  const storedForm = stored && storedFormOf(planning, references, stored);
  const wantedRow = normal.success
    ? {
        ...participantRow(
          {
            ...normal.data,
            id: 0,
            orgId: 0,
            shortName: normal.data.shortName ?? null,
            login: normal.data.login || null,
            participantRotationalId: null,
            privateSchedule: [],
            version: 0,
          },
          { ...names, pathOf: () => path },
        ),
        teamSchedule: teamScheduleName === undefined ? (storedForm?.teamSchedule ?? null) : teamScheduleName,
        privateSchedule: privateSchedule ? privateSchedule.comparable : (storedForm?.privateSchedule ?? []),
      }
    : { ...wanted, login: ownLogin };
  const row = track("PARTICIPANT", key, path, storedForm, wantedRow as NonNullable<typeof storedForm>);
  row.problems.push(...pending.problems);
  issues(row, normal.error);
  once(row, "PARTICIPANT", ownLogin ? participantKey({ login: ownLogin }) : participantKey(wanted));
  orgKnown(row, path);
  if (stored && pathKey(names.pathOf(stored.orgId)) !== pathKey(path))
    problem(row, "organization", "PARTICIPANT_IN_OTHER_ORGANIZATION", { organization: describePath(names.pathOf(stored.orgId)) });
  if (login) {
    const { check, answers } = login;
    if (answers.taken.has(participantLoginKey(check.taken))) problem(row, "login", "PARTICIPANT_LOGIN_TAKEN");
    else if (!check.createdUserWithinReach && (!check.userAt || !answers.withinReach.has(loginAtKey(check.userAt))))
      problem(row, "login", "NO_USER_WITH_LOGIN");
  }
  if (!normal.success) return [];
  const privateChanged = row.changes?.includes("privateSchedule") ?? (!stored && (privateSchedule?.plans.length ?? 0) > 0);
  return [
    {
      row,
      path,
      ...(stored && { existing: stored }),
      value: {
        ...normal.data,
        ...(teamScheduleKey !== undefined && { teamScheduleKey }),
        ...(privateSchedule && { privateSchedule: privateSchedule.plans }),
        privateChanged,
      },
    },
  ];
}

/** The team schedule a participant row names and its private schedule, with their problems found before the row exists (then moved onto it). */
function schedulesOf({ problem, resolve, timeZone }: Planning, references: ParticipantReferences, wanted: WantedParticipant) {
  const path = wanted.organization;
  const login = wanted.login?.trim() || null;
  const ownKey = references.primary.get(login ? participantKey({ login }) : participantKey(wanted));
  const pending = { problems: [] } as unknown as ImportRow;
  const teamScheduleName = wanted.teamSchedule === undefined ? undefined : wanted.teamSchedule?.trim() || null;
  const teamScheduleKey = teamScheduleName ? resolve("teamSchedule", path, teamScheduleName) : teamScheduleName;
  if (teamScheduleName && !teamScheduleKey) problem(pending, "teamSchedule", "UNKNOWN_TEAM_SCHEDULE", { schedule: teamScheduleName });
  const privateSchedule =
    wanted.privateSchedule &&
    planPrivateSchedule(
      pending,
      wanted.privateSchedule,
      timeZone,
      (field, reference) => {
        const replacement = references.reference(pending, field, reference, path);
        if (replacement && replacement === ownKey) problem(pending, field, "CANNOT_REPLACE_SELF");
        return replacement;
      },
      references.canonical,
    );
  return { pending, teamScheduleName, teamScheduleKey, privateSchedule };
}

/** A stored participant in the form a row compares in: replacements by the key of the row that defines them. */
function storedFormOf({ names }: Planning, { canonical }: ParticipantReferences, stored: ParticipantRow) {
  return {
    ...participantRow(stored, names),
    privateSchedule: stored.privateSchedule.map((event) =>
      comparablePrivateEvent(
        privateEventRow(event, names),
        event.replacementParticipantId === null ? null : (canonical(names.participant(event.replacementParticipantId)) ?? null),
      ),
    ),
  };
}

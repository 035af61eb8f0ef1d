import {
  alarmPlanCreate,
  alarmPointCreate,
  alarmTemplateCreate,
  type ConfigurationDocument,
  holidayCreate,
  type ImportKind,
  importProblemOf,
  type ImportProblemCode,
  type ImportProblemParams,
  type ImportPlan,
  type ImportRow,
  type ObjectType,
  organizationCreate,
  participantCreate,
  participantGroupCreate,
  type ParticipantReference,
  roleCreate,
  schemaProblems,
  textTemplateCreate,
  userCreate,
} from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { participantsOutOfReach, userWithinReach } from "../../core/login-link.js";
import type { Principal } from "../../core/principal.js";
import { type Executor, queryRows } from "../../db/database.js";
import { authoritiesOfUser } from "../auth/rank.js";
import { ADMIN_LOGIN } from "../users/create-user.js";
import { participantLoginTaken } from "../participants/service.js";
import { groupRow, holidayRow, namesOf, organizationRow, participantRow, planRow, pointReferenceOf, pointRow, privateEventRow, roleRow, sortedRoles, templateRow, textTemplateRow, userRow } from "./export.js";
import { describeNamed, describeParticipant, describePath, isWithin, namedKey, participantKey, pathKey, pointKeyOf } from "./keys.js";
import { limitProblems } from "./limits.js";
import { type AboveRoot, readAboveRoot } from "./above-root.js";
import {
  comparablePrivateEvent,
  type PlanContext,
  planPrivateSchedule,
  planStandbySchedules,
  planTeamSchedules,
  type PrivateEventPlan,
  type StandbyScheduleOp,
  type TeamScheduleOp,
} from "./schedule-plan.js";
import { authorityProblems, comparablePlan, holidayOverlaps, indexBy, pointColumnsOf, reach, summarize } from "./plan-checks.js";
import type { Snapshot } from "./snapshot.js";

type Doc = ConfigurationDocument;
type Existing = { id: number; version: number };
/** One row of the document, matched against what is stored, with the values its kind's service takes. */
export type Op<V> = { row: ImportRow; path: string[]; existing?: Existing; value: V };
export type EntryKey = { participant: string } | { group: string };

export type Operations = {
  organizations: Op<{ name: string; description: string | null; timeZone: string | null }>[];
  roles: Op<z.output<typeof roleCreate>>[];
  /** Roles by namedKey; `kept`: the stored roles above the root, which the document cannot name. */
  users: Op<{ login: string; name: string; surname: string; email: string | null; language: z.output<typeof userCreate>["language"]; active: boolean; roles: string[]; kept: number[] }>[];
  teamSchedules: TeamScheduleOp[];
  /** `teamScheduleKey` and `privateSchedule` undefined: the document leaves them as they are. */
  participants: Op<z.output<typeof participantCreate> & { teamScheduleKey?: string | null; privateSchedule?: PrivateEventPlan[]; privateChanged: boolean }>[];
  groups: Op<{ name: string; description: string | null; members: string[] }>[];
  holidays: Op<z.output<typeof holidayCreate> & { end: string }>[];
  textTemplates: Op<z.output<typeof textTemplateCreate>>[];
  plans: Op<{ plan: z.output<typeof alarmPlanCreate>; ranks: { waitTime: number; entries: EntryKey[] }[] }>[];
  /** `standbyKey` undefined: the document leaves the point's standby schedule as it is. */
  points: Op<{ point: z.output<typeof alarmPointCreate>; planKey: string | null; textTemplateKey: string | null; standbyKey?: string | null }>[];
  templates: Op<{ template: z.output<typeof alarmTemplateCreate>; planKey: string | null; textTemplateKey: string | null; standbyKey?: string | null }>[];
  standbySchedules: StandbyScheduleOp[];
};

/** Names resolved by walking up from an organization: what the document and the database hold, keyed by namedKey. */
type Known = { keys: Set<string>; above: Map<string, number> };

export type Resolution = {
  plan: ImportPlan;
  ops: Operations;
  snapshot: Snapshot;
  above: AboveRoot;
  /** Participant keys (login or organization/name/surname) to the key of the row that defines it. */
  participantPrimary: Map<string, string>;
};

/**
 * Compares a document with the configuration stored under the root: what each row would create or
 * change, and every problem found, per row. Nothing is written.
 */
export async function planImport(db: Executor, principal: Principal, snapshot: Snapshot, doc: Doc, options: { lock: boolean; timeZone: string }): Promise<Resolution> {
  const names = await namesOf(db, snapshot);
  const above = await readAboveRoot(db, principal, snapshot.root.id);
  const rows: ImportRow[] = [];
  const creates = new Map<ObjectType, { holder: string[]; row: ImportRow }[]>();
  const orgPaths = new Set(snapshot.orgs.map((org) => pathKey(org.path)));
  const docOrgPaths = new Set(doc.organizations.map((org) => pathKey(org.path)));

  /** A new row, with its action decided from the stored and the wanted form in the document's shape. */
  function track<T extends object>(kind: ImportKind, key: string, holder: string[], stored: T | undefined, wanted: T, ignore: (keyof T)[] = []): ImportRow {
    const row: ImportRow = { kind, key, action: "CREATE", problems: [] };
    if (stored) {
      const changes = (Object.keys(wanted) as (keyof T)[]).filter((field) => !ignore.includes(field) && JSON.stringify(stored[field]) !== JSON.stringify(wanted[field]));
      row.action = changes.length ? "UPDATE" : "UNCHANGED";
      if (changes.length) row.changes = changes.map(String);
    } else {
      const list = creates.get(kind as ObjectType) ?? [];
      list.push({ holder, row });
      creates.set(kind as ObjectType, list);
    }
    rows.push(row);
    return row;
  }
  const problem = (row: ImportRow, field: string, code: ImportProblemCode, params?: ImportProblemParams) => row.problems.push(importProblemOf(field, code, params));
  const issues = (row: ImportRow, error: z.ZodError | undefined, rename: Record<string, string> = {}) => row.problems.push(...schemaProblems(error, rename));
  const seen = new Map<string, Set<string>>();
  const once = (row: ImportRow, kind: string, key: string) => {
    const keys = seen.get(kind) ?? new Set<string>();
    if (keys.has(key)) problem(row, "", "DUPLICATE_ROW");
    keys.add(key);
    seen.set(kind, keys);
  };
  const orgKnown = (row: ImportRow, path: string[]) => {
    if (!orgPaths.has(pathKey(path)) && !docOrgPaths.has(pathKey(path))) problem(row, "organization", "UNKNOWN_ORGANIZATION", { organization: describePath(path) });
  };
  const orgByPath = indexBy(snapshot.orgs, (org) => pathKey(org.path));
  const existingOrg = (path: string[]) => orgByPath.get(pathKey(path));
  /** Stored rows by organization path and name (or another text), the first of equals. */
  const byName = <T extends { orgId: number }>(list: T[], nameOf: (row: T) => string) => indexBy(list, (row) => namedKey(names.pathOf(row.orgId), nameOf(row)));
  const rolesByName = byName(snapshot.roles, (role) => role.name);
  const participantsByLogin = indexBy(
    snapshot.participants.filter((participant) => participant.login),
    (participant) => participant.login!.toLowerCase(),
  );
  const participantsByName = byName(snapshot.participants, (participant) => `${participant.name}|${participant.surname}`);
  const groupsByName = byName(snapshot.groups, (group) => group.name);
  const holidaysByStart = byName(snapshot.holidays, (holiday) => holiday.startDate);
  const textTemplatesByName = byName(snapshot.textTemplates, (template) => template.name);
  const plansByName = byName(snapshot.plans, (plan) => plan.name);
  const pointsBySystemId = byName(
    snapshot.points.filter((point) => point.systemId),
    (point) => `#${point.systemId}`,
  );
  const pointsByName = byName(
    snapshot.points.filter((point) => !point.systemId),
    (point) => point.name,
  );
  const templatesByName = byName(snapshot.templates, (template) => template.name);

  // Organizations, parents first.
  const ops: Operations = { organizations: [], roles: [], users: [], teamSchedules: [], participants: [], groups: [], holidays: [], textTemplates: [], plans: [], points: [], templates: [], standbySchedules: [] };
  const known = {
    plan: knownOf(snapshot.plans, doc.alarmPlans, above.plans),
    point: {
      keys: new Set([
        ...snapshot.points.map((point) => namedKey(names.pathOf(point.orgId), pointKeyOf(pointReferenceOf(point)))),
        ...doc.alarmPoints.map((point) => namedKey(point.organization, pointKeyOf(point.systemId?.trim() ? { systemId: point.systemId } : { name: point.name }))),
      ]),
      above: above.points,
    },
    standbySchedule: knownOf(snapshot.standbySchedules, doc.standbySchedules, above.standbySchedules),
    teamSchedule: knownOf(snapshot.teamSchedules, doc.teamSchedules, above.teamSchedules),
  };
  function knownOf(stored: { orgId: number; name: string }[], wanted: { organization: string[]; name: string }[], aboveRoot: Map<string, number>): Known {
    return { keys: new Set([...stored.map((row) => namedKey(names.pathOf(row.orgId), row.name)), ...wanted.map((row) => namedKey(row.organization, row.name.trim()))]), above: aboveRoot };
  }
  const context: PlanContext = { names, track, problem, issues, once, orgKnown, resolve: (kind, path, name) => resolveUp(known[kind], path, name) };
  for (const wanted of [...doc.organizations].sort((a, b) => a.path.length - b.path.length)) {
    const stored = existingOrg(wanted.path);
    const normal = organizationCreate.safeParse({ name: wanted.path.at(-1), description: wanted.description, timeZone: wanted.timeZone, parentId: 1 });
    const value = { name: normal.data?.name ?? "", description: normal.data?.description || null, timeZone: normal.data?.timeZone ?? null };
    const row = track("ORGANIZATION", describePath(wanted.path), wanted.path.slice(0, -1), stored && organizationRow(stored), { path: wanted.path, description: value.description, timeZone: value.timeZone });
    issues(row, normal.error, { name: "path" });
    once(row, "ORGANIZATION", pathKey(wanted.path));
    orgKnown(row, wanted.path.slice(0, -1));
    ops.organizations.push({ row, path: wanted.path, ...(stored && { existing: stored }), value });
  }

  // Roles.
  for (const wanted of doc.roles) {
    const stored = rolesByName.get(namedKey(wanted.organization, wanted.name.trim()));
    const normal = roleCreate.safeParse({ name: wanted.name, authorities: wanted.authorities, roleNumber: wanted.roleNumber, orgId: 1 });
    const row = track("USERGROUP", describeNamed(wanted.organization, wanted.name), wanted.organization, stored && roleRow(stored, names), {
      ...wanted,
      authorities: [...new Set(wanted.authorities)].sort(),
    });
    issues(row, normal.error);
    once(row, "USERGROUP", namedKey(wanted.organization, wanted.name.trim()));
    orgKnown(row, wanted.organization);
    const beyond = wanted.authorities.filter((authority) => !principal.authorities.includes(authority) && !stored?.authorities.includes(authority));
    if (beyond.length) problem(row, "authorities", "CANNOT_GRANT_AUTHORITIES", { authorities: beyond.join(", ") });
    if (stored && row.action === "UPDATE" && stored.authorities.some((authority) => !principal.authorities.includes(authority))) {
      problem(row, "authorities", "ROLE_HOLDS_AUTHORITIES");
    }
    if (normal.success) ops.roles.push({ row, path: wanted.organization, ...(stored && { existing: stored }), value: normal.data });
  }

  // Users: by login, unique in the installation whatever its case; never the built-in administrator.
  const usersByLogin = indexBy(snapshot.users, (user) => user.login.toLowerCase());
  const roleById = new Map(snapshot.roles.map((role) => [role.id, role]));
  const docRoles = new Map(doc.roles.map((role) => [namedKey(role.organization, role.name.trim()), role]));
  const authoritiesOfRole = (key: string) => docRoles.get(key)?.authorities ?? rolesByName.get(key)?.authorities;
  const docLogins = [...new Set(doc.users.map((user) => user.login.trim().toLowerCase()))];
  const takenLogins = new Set(
    docLogins.length === 0
      ? []
      : (await queryRows<{ login: string }>(db, sql`select lower(login) as login from users where lower(login) in (${sql.join(docLogins.map((login) => sql`${login}`), sql`, `)})`)).map((row) => row.login),
  );
  /** Users of the document by login: a participant's login may name one created by this import. */
  const docUserPaths = new Map<string, string[]>();
  for (const wanted of doc.users) {
    const path = wanted.organization;
    const login = wanted.login.trim();
    const lower = login.toLowerCase();
    const stored = usersByLogin.get(lower);
    const normal = userCreate.safeParse({ ...wanted, login, password: "-", orgId: 1, roleIds: wanted.roles.map((_, index) => index + 1) });
    const wantedForm: Doc["users"][number] = {
      organization: path,
      login: stored?.login ?? login,
      name: normal.data?.name ?? wanted.name,
      surname: normal.data?.surname ?? wanted.surname,
      email: normal.data?.email || null,
      language: normal.data?.language ?? wanted.language,
      active: wanted.active,
      roles: sortedRoles(wanted.roles.map((role) => ({ organization: role.organization, name: role.name.trim() }))),
    };
    const storedForm = stored && userRow(stored, names);
    const row = track("USER", `login ${login}`, path, storedForm, wantedForm);
    issues(row, normal.error, { roleIds: "roles" });
    once(row, "USER", lower);
    orgKnown(row, path);
    if (lower === ADMIN_LOGIN) {
      problem(row, "login", "BUILT_IN_ADMINISTRATOR");
      continue;
    }
    if (!stored) docUserPaths.set(lower, path);
    if (stored && pathKey(names.pathOf(stored.orgId)) !== pathKey(path)) problem(row, "organization", "USER_IN_OTHER_ORGANIZATION", { organization: describePath(names.pathOf(stored.orgId)) });
    // Same answer as the user API for a login taken anywhere, so another organization is not revealed.
    if (!stored && takenLogins.has(lower)) problem(row, "login", "LOGIN_TAKEN");
    const org = existingOrg(path);
    if (!stored && org && (await participantsOutOfReach(db, login, org.id)).length > 0) problem(row, "login", "LOGIN_LINKED_ELSEWHERE");
    const roleKeys: string[] = [];
    wanted.roles.forEach((role, index) => {
      const key = namedKey(role.organization, role.name.trim());
      const authorities = authoritiesOfRole(key);
      if (!authorities) return problem(row, `roles.${index}`, "UNKNOWN_ROLE", { role: describeNamed(role.organization, role.name) });
      if (!isWithin(path, role.organization)) return problem(row, `roles.${index}`, "ROLE_OUT_OF_REACH", { role: describeNamed(role.organization, role.name) });
      if (roleKeys.includes(key)) return problem(row, `roles.${index}`, "ROLE_GIVEN_TWICE");
      roleKeys.push(key);
      const beyond = authorities.filter((authority) => !principal.authorities.includes(authority));
      if (beyond.length && row.action !== "UNCHANGED") problem(row, `roles.${index}`, "ROLE_GRANTS_AUTHORITIES", { role: role.name.trim(), authorities: beyond.join(", ") });
    });
    if (stored && row.action === "UPDATE") {
      const beyond = (await authoritiesOfUser(db, stored.id)).filter((authority) => !principal.authorities.includes(authority));
      if (beyond.length) problem(row, "", "USER_HOLDS_AUTHORITIES", { login: stored.login, authorities: beyond.join(", ") });
      if (stored.id === principal.id && !wanted.active) problem(row, "active", "CANNOT_DEACTIVATE_SELF");
    }
    if (normal.success) {
      const kept = stored ? stored.roleIds.filter((id) => !roleById.has(id)) : [];
      const { name, surname, language, active } = normal.data;
      ops.users.push({ row, path, ...(stored && { existing: stored }), value: { login: stored?.login ?? normal.data.login, name, surname, email: normal.data.email || null, language, active, roles: roleKeys, kept } });
    }
  }

  // Participants: by login when set, else by organization, name and surname.
  const participantPrimary = new Map<string, string>();
  const participantPaths = new Map<string, string[]>();
  const register = (reference: Pick<Doc["participants"][number], "organization" | "name" | "surname" | "login">) => {
    const full = participantKey({ organization: reference.organization, name: reference.name, surname: reference.surname });
    const primary = reference.login ? participantKey({ login: reference.login }) : full;
    for (const key of [full, primary]) {
      participantPrimary.set(key, primary);
      participantPaths.set(key, reference.organization);
    }
  };
  for (const stored of snapshot.participants) register({ ...stored, organization: names.pathOf(stored.orgId) });
  for (const wanted of doc.participants) register(wanted);

  /** A participant a group, plan or replacement of `holder` may name: one of the document or stored, in that organization or above. */
  const participantRef = (row: ImportRow, field: string, reference: ParticipantReference, holder: string[]): string | undefined => {
    const primary = participantPrimary.get(participantKey(reference));
    if (!primary) {
      problem(row, field, "UNKNOWN_PARTICIPANT", { participant: describeParticipant(reference) });
      return undefined;
    }
    if (!isWithin(holder, participantPaths.get(primary) ?? [])) problem(row, field, "PARTICIPANT_OUT_OF_REACH", { participant: describeParticipant(reference) });
    return primary;
  };
  const canonical = (reference: ParticipantReference | undefined) => (reference ? (participantPrimary.get(participantKey(reference)) ?? participantKey(reference)) : undefined);

  ops.teamSchedules = planTeamSchedules(context, snapshot.teamSchedules, doc.teamSchedules);

  for (const wanted of doc.participants) {
    const path = wanted.organization;
    const login = wanted.login?.trim() || null;
    const stored = login
      ? participantsByLogin.get(login.toLowerCase())
      : participantsByName.get(namedKey(path, `${wanted.name.trim()}|${wanted.surname.trim()}`));
    const normal = participantCreate.safeParse({ ...wanted, orgId: 1 });
    const key = login ? `login ${login}` : describeNamed(path, `${wanted.name} ${wanted.surname}`);
    const ownKey = participantPrimary.get(login ? participantKey({ login }) : participantKey(wanted));
    // Problems of the private schedule are found before the row exists, then moved onto it.
    const pending = { problems: [] } as unknown as ImportRow;
    const teamScheduleName = wanted.teamSchedule === undefined ? undefined : wanted.teamSchedule?.trim() || null;
    const teamScheduleKey = teamScheduleName ? context.resolve("teamSchedule", path, teamScheduleName) : teamScheduleName;
    if (teamScheduleName && !teamScheduleKey) problem(pending, "teamSchedule", "UNKNOWN_TEAM_SCHEDULE", { schedule: teamScheduleName });
    const privateSchedule =
      wanted.privateSchedule &&
      planPrivateSchedule(
        pending,
        wanted.privateSchedule,
        options.timeZone,
        (field, reference) => {
          const replacement = participantRef(pending, field, reference, path);
          if (replacement && replacement === ownKey) problem(pending, field, "CANNOT_REPLACE_SELF");
          return replacement;
        },
        canonical,
      );
    const storedForm = stored && {
      ...participantRow(stored, names),
      privateSchedule: stored.privateSchedule.map((event) =>
        comparablePrivateEvent(privateEventRow(event, names), event.replacementParticipantId === null ? null : (canonical(names.participant(event.replacementParticipantId)) ?? null)),
      ),
    };
    const wantedRow = normal.success
      ? {
          ...participantRow({ ...normal.data, id: 0, orgId: 0, shortName: normal.data.shortName ?? null, login: normal.data.login || null, participantRotationalId: null, privateSchedule: [], version: 0 }, { ...names, pathOf: () => path }),
          teamSchedule: teamScheduleName === undefined ? (storedForm?.teamSchedule ?? null) : teamScheduleName,
          privateSchedule: privateSchedule ? privateSchedule.comparable : (storedForm?.privateSchedule ?? []),
        }
      : { ...wanted, login };
    const row = track("PARTICIPANT", key, path, storedForm, wantedRow as NonNullable<typeof storedForm>);
    row.problems.push(...pending.problems);
    issues(row, normal.error);
    once(row, "PARTICIPANT", login ? participantKey({ login }) : participantKey(wanted));
    orgKnown(row, path);
    if (stored && pathKey(names.pathOf(stored.orgId)) !== pathKey(path)) problem(row, "organization", "PARTICIPANT_IN_OTHER_ORGANIZATION", { organization: describePath(names.pathOf(stored.orgId)) });
    if (login && (!stored || stored.login?.toLowerCase() !== login.toLowerCase())) {
      const org = existingOrg(path);
      if (await participantLoginTaken(db, login, stored?.id)) problem(row, "login", "PARTICIPANT_LOGIN_TAKEN");
      else if (!createdUserWithinReach(docUserPaths.get(login.toLowerCase()), path) && (!org || !(await userWithinReach(db, login, org.id)))) problem(row, "login", "NO_USER_WITH_LOGIN");
    }
    if (normal.success) {
      const privateChanged = row.changes?.includes("privateSchedule") ?? (!stored && (privateSchedule?.plans.length ?? 0) > 0);
      ops.participants.push({
        row,
        path,
        ...(stored && { existing: stored }),
        value: { ...normal.data, ...(teamScheduleKey !== undefined && { teamScheduleKey }), ...(privateSchedule && { privateSchedule: privateSchedule.plans }), privateChanged },
      });
    }
  }

  // Participant groups.
  const groupKnown = knownOf(snapshot.groups, doc.participantGroups, above.groups);
  for (const wanted of doc.participantGroups) {
    const path = wanted.organization;
    const stored = groupsByName.get(namedKey(path, wanted.name.trim()));
    const normal = participantGroupCreate.safeParse({ name: wanted.name, description: wanted.description, orgId: 1, memberIds: wanted.members.map((_, index) => index + 1) });
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
    const members = wanted.members.flatMap((member, index) => participantRef(row, `members.${index}`, member, path) ?? []);
    if (new Set(members).size !== members.length) problem(row, "members", "MEMBER_TWICE");
    if (normal.success) ops.groups.push({ row, path, ...(stored && { existing: stored }), value: { name: normal.data.name, description: normal.data.description || null, members } });
  }

  // Holidays: one per organization and first day.
  for (const wanted of doc.holidays) {
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
    if (normal.success) ops.holidays.push({ row, path, ...(stored && { existing: stored }), value: { ...normal.data, end: normal.data.end ?? normal.data.start } });
  }
  holidayOverlaps(snapshot, names, ops.holidays);

  // Text templates.
  const templateKnown = knownOf(snapshot.textTemplates, doc.textTemplates, above.textTemplates);
  for (const wanted of doc.textTemplates) {
    const path = wanted.organization;
    const stored = textTemplatesByName.get(namedKey(path, wanted.name.trim()));
    const normal = textTemplateCreate.safeParse({ ...wanted, orgId: 1 });
    const row = track(
      "TEXT_TEMPLATE",
      describeNamed(path, wanted.name),
      path,
      stored && textTemplateRow(stored, names),
      normal.success ? textTemplateRow({ ...normal.data, id: 0, orgId: 0, description: normal.data.description ?? null, version: 0 }, { ...names, pathOf: () => path }) : wanted,
    );
    issues(row, normal.error);
    once(row, "TEXT_TEMPLATE", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    if (normal.success) ops.textTemplates.push({ row, path, ...(stored && { existing: stored }), value: normal.data });
  }

  // Alarm plans.
  for (const wanted of doc.alarmPlans) {
    const path = wanted.organization;
    const stored = plansByName.get(namedKey(path, wanted.name.trim()));
    const row = track("ALARMPLAN", describeNamed(path, wanted.name), path, stored && comparablePlan(planRow(stored, names), canonical), comparablePlan({ ...wanted, name: wanted.name.trim(), description: wanted.description?.trim() || null }, canonical));
    once(row, "ALARMPLAN", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    const fakeIds = new Map<string, number>();
    const fakeId = (key: string) => fakeIds.get(key) ?? (fakeIds.set(key, fakeIds.size + 1), fakeIds.size);
    // Entries that do not resolve are reported once, by name; the rank keeps a stand-in so it is not also "empty".
    const resolved = wanted.ranks.map((rank, rankIndex) =>
      rank.entries.map((entry, entryIndex): { key?: EntryKey; stand: string } => {
        const field = `ranks.${rankIndex}.entries.${entryIndex}`;
        if ("participant" in entry) {
          const key = participantRef(row, field, entry.participant, path);
          return key ? { key: { participant: key }, stand: `p${key}` } : { stand: `?${field}` };
        }
        const key = resolveUp(groupKnown, path, entry.group.trim());
        if (!key) problem(row, field, "UNKNOWN_PARTICIPANT_GROUP", { group: entry.group });
        return key ? { key: { group: key }, stand: `g${key}` } : { stand: `?${field}` };
      }),
    );
    const ranks = wanted.ranks.map((rank, rankIndex) => ({ waitTime: rank.waitTime, entries: resolved[rankIndex]!.flatMap((entry) => entry.key ?? []) }));
    const normal = alarmPlanCreate.safeParse({
      ...wanted,
      orgId: 1,
      ranks: wanted.ranks.map((rank, rankIndex) => ({
        waitTime: rank.waitTime,
        entries: resolved[rankIndex]!.map((entry) => (entry.stand.startsWith("g") ? { participantGroupId: fakeId(entry.stand) } : { participantId: fakeId(entry.stand) })),
      })),
    });
    issues(row, normal.error);
    if (normal.success) ops.plans.push({ row, path, ...(stored && { existing: stored }), value: { plan: normal.data, ranks } });
  }

  const reachOf = reach(snapshot, names, ops);

  /**
   * What an alarm point and an alarm template share: their plan and text template named in their
   * organization or above, the request their schema checks, the names their row is compared in.
   */
  const definitionOf = (wanted: Doc["alarmPoints"][number] | Doc["alarmTemplates"][number]) => {
    const path = wanted.organization;
    const planKey = wanted.alarmPlan ? resolveUp(known.plan, path, wanted.alarmPlan.trim()) : null;
    const textTemplateKey = wanted.textTemplate ? resolveUp(templateKnown, path, wanted.textTemplate.trim()) : null;
    const standbyName = wanted.standbySchedule === undefined ? undefined : wanted.standbySchedule?.trim() || null;
    const standbyKey = standbyName ? resolveUp(known.standbySchedule, path, standbyName) : standbyName;
    return {
      path,
      planKey,
      textTemplateKey,
      standbyKey,
      request: { ...wanted, icon: wanted.icon ?? undefined, orgId: 1, alarmPlanId: planKey ? 1 : null, textTemplateId: textTemplateKey ? 1 : null, instructionFileIds: [] },
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
  };

  // Alarm points: by system ID when set, else by name.
  for (const wanted of doc.alarmPoints) {
    const { path, planKey, textTemplateKey, standbyKey, request, namesHere, rotationalCalendarId, unknownPlan, unknownTextTemplate, unknownStandby } = definitionOf(wanted);
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
    const row = track("ALARMPOINT", systemId ? `${describePath(path)} / #${systemId}` : describeNamed(path, wanted.name), path, stored && pointRow(stored, names), wantedForm, ["instructionFiles", "organization"]);
    issues(row, normal.error);
    once(row, "ALARMPOINT", systemId ? `${pathKey(path)}|#${systemId}` : namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    unknownPlan(row);
    if (!wanted.alarmPlan && wanted.alarmPointType === "STANDARD" && !(standbyKey === undefined ? stored?.rotationalCalendarId : standbyKey)) problem(row, "alarmPlan", "ALARM_PLAN_NEEDED");
    unknownTextTemplate(row);
    unknownStandby(row);
    const reached = planKey ? reachOf(planKey) : undefined;
    if (normal.success && reached !== undefined && normal.data.confirmPriority > reached) {
      problem(row, "confirmPriority", "CONFIRM_PRIORITY_UNREACHABLE", { reached, confirmPriority: normal.data.confirmPriority });
    }
    if (normal.success) {
      ops.points.push({ row, path, ...(stored && { existing: stored }), value: { point: normal.data, planKey: planKey ?? null, textTemplateKey: textTemplateKey ?? null, ...(standbyKey !== undefined && { standbyKey }) } });
    }
  }

  // Alarm templates: by name.
  for (const wanted of doc.alarmTemplates) {
    const { path, planKey, textTemplateKey, standbyKey, request, namesHere, rotationalCalendarId, unknownPlan, unknownTextTemplate, unknownStandby } = definitionOf(wanted);
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
    const row = track("ALARM_TEMPLATE", describeNamed(path, wanted.name), path, stored && templateRow(stored, names), wantedForm, ["instructionFiles", "organization"]);
    issues(row, normal.error);
    once(row, "ALARM_TEMPLATE", namedKey(path, wanted.name.trim()));
    orgKnown(row, path);
    unknownPlan(row);
    unknownTextTemplate(row);
    unknownStandby(row);
    if (normal.success) {
      ops.templates.push({ row, path, ...(stored && { existing: stored }), value: { template: normal.data, planKey: planKey ?? null, textTemplateKey: textTemplateKey ?? null, ...(standbyKey !== undefined && { standbyKey }) } });
    }
  }

  ops.standbySchedules = planStandbySchedules(context, snapshot.standbySchedules, doc.standbySchedules);

  for (const { row, problems } of await limitProblems(db, snapshot, creates, options.lock)) row.problems.push(...problems);
  authorityProblems(rows, principal.authorities);
  return { plan: summarize(rows, false), ops, snapshot, above, participantPrimary };
}

/** True when the document creates the participant's user (at `userPath`) in the participant's organization or below. */
const createdUserWithinReach = (userPath: string[] | undefined, participantPath: string[]) => userPath !== undefined && isWithin(userPath, participantPath);

/** The key of the nearest `name` from `path` up to the root, then above the root within the caller's scope. */
export function resolveUp(known: Known, path: string[], name: string): string | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const key = namedKey(path.slice(0, depth), name);
    if (known.keys.has(key)) return key;
  }
  return known.above.has(name) ? `above|${name}` : undefined;
}

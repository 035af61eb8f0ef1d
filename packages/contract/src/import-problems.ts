import type { z } from "zod";
import type { ImportProblem } from "./import-export.js";

/**
 * The problems an import reports on a row, by code, with their English wording; `{{name}}` marks a
 * parameter. The server fills the template for the `message` API clients read; the console says
 * the code in the reader's language (importExport.problems.* of its translations).
 */
export const IMPORT_PROBLEMS = {
  // Rows and the references between them.
  DUPLICATE_ROW: "appears more than once in the file",
  UNKNOWN_ORGANIZATION: 'unknown organization "{{organization}}"',
  UNKNOWN_ROLE: 'unknown role "{{role}}"',
  UNKNOWN_PARTICIPANT: "unknown participant {{participant}}",
  UNKNOWN_PARTICIPANT_GROUP: 'unknown participant group "{{group}}" in this organization or above it',
  UNKNOWN_ALARM_PLAN: 'unknown alarm plan "{{plan}}" in this organization or above it',
  UNKNOWN_TEXT_TEMPLATE: 'unknown text template "{{template}}" in this organization or above it',
  UNKNOWN_ALARM_POINT: 'unknown alarm point "{{point}}" in this organization or above it',
  UNKNOWN_TEAM_SCHEDULE: 'unknown team media schedule "{{schedule}}" in this organization or above it',
  UNKNOWN_STANDBY_SCHEDULE: 'unknown standby schedule "{{schedule}}" in this organization or above it',
  ROLE_OUT_OF_REACH: 'role "{{role}}" belongs to an organization outside the user\'s own and its parents',
  PARTICIPANT_OUT_OF_REACH: "participant {{participant}} is not in this organization or above it",
  ROLE_GIVEN_TWICE: "a role can be given only once",
  MEMBER_TWICE: "a participant can be a member only once",
  // Logins.
  BUILT_IN_ADMINISTRATOR: "the built-in administrator is neither exported nor imported",
  USER_IN_OTHER_ORGANIZATION: 'this login\'s user is in "{{organization}}"; move it there first',
  PARTICIPANT_IN_OTHER_ORGANIZATION: 'this login\'s participant is in "{{organization}}"; move it there first',
  LOGIN_TAKEN: "already taken",
  LOGIN_LINKED_ELSEWHERE: "This login is linked to participants of another organization",
  PARTICIPANT_LOGIN_TAKEN: "already the login of another participant",
  NO_USER_WITH_LOGIN: "no user with this login in the participant's organization or below",
  // Authorities of the importer.
  AUTHORITY_NEEDED: "changing it needs the authority {{authority}}",
  CANNOT_GRANT_AUTHORITIES: "you cannot grant authorities you do not hold: {{authorities}}",
  ROLE_HOLDS_AUTHORITIES: "this role holds authorities you do not hold",
  ROLE_GRANTS_AUTHORITIES: 'Role "{{role}}" grants authorities you do not hold: {{authorities}}',
  USER_HOLDS_AUTHORITIES: 'User "{{login}}" holds authorities you do not hold: {{authorities}}',
  CANNOT_DEACTIVATE_SELF: "You cannot deactivate yourself",
  // Rules of the kinds.
  HOLIDAY_OVERLAP: "Date is occupied: overlaps the holiday from {{start}} to {{end}}",
  DATE_OCCUPIED: "Date is occupied",
  ALARM_PLAN_NEEDED: "a standard alarm point needs an alarm plan",
  CANNOT_REPLACE_SELF: "A participant cannot replace themselves",
  CONFIRM_PRIORITY_UNREACHABLE: "The plan reaches {{reached}} participant(s); {{confirmPriority}} cannot accept",
  OVER_OBJECT_LIMIT:
    'over the object limit: organization "{{organization}}" may hold at most {{max}} objects of type {{type}} (it holds {{current}}, the file adds {{added}})',
  // Fields, as the schemas of the kinds check them.
  REQUIRED: "required",
  TOO_LONG: "at most {{max}} characters",
  TOO_SHORT: "at least {{min}} characters",
  AT_MOST: "at most {{max}}",
  AT_LEAST: "at least {{min}}",
  END_BEFORE_START: "ends before it starts",
  SPANS_YEARS: "must end in the year it starts",
  INVALID_RECURRENCE: "not a valid repetition",
  ENTRY_KIND: "an entry is either a participant or a participant group",
  DUPLICATE_ENTRY: "already in this plan",
  INVALID_PHONE: "not a valid phone number in international format (+420 601 234 567)",
  INVALID_EMAIL: "not a valid email address",
  INVALID_URL: "not an https address of a push subscription",
  INVALID_VALUE: "{{detail}}",
  /** A change a service refused while the import was applied, in its words. */
  REFUSED: "{{detail}}",
} as const;

export type ImportProblemCode = keyof typeof IMPORT_PROBLEMS;
export type ImportProblemParams = Record<string, string | number>;
export const IMPORT_PROBLEM_CODES = Object.keys(IMPORT_PROBLEMS) as ImportProblemCode[];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The parameters a code's template names. */
export const placeholdersOf = (code: ImportProblemCode) => [...IMPORT_PROBLEMS[code].matchAll(PLACEHOLDER)].map((match) => match[1]!);

const isImportProblemCode = (code: string | undefined): code is ImportProblemCode => code !== undefined && Object.hasOwn(IMPORT_PROBLEMS, code);

/** A problem with its English message filled from the template. */
export function importProblemOf(field: string, code: ImportProblemCode, params: ImportProblemParams = {}): ImportProblem {
  const message = IMPORT_PROBLEMS[code].replace(PLACEHOLDER, (_, name: string) => String(params[name] ?? ""));
  return { field, message, code, params };
}

/**
 * A problem whose message was written elsewhere (a schema, a service): the message stays as it is,
 * the code is `code` when the catalog knows it and `params` fill its template, else the code of a
 * parameterless template worded like the message, else `fallback` carrying the message.
 */
export function codedProblem(
  field: string,
  message: string,
  code: string | undefined,
  params: ImportProblemParams = {},
  fallback: "INVALID_VALUE" | "REFUSED" = "INVALID_VALUE",
): ImportProblem {
  const known = isImportProblemCode(code) && placeholdersOf(code).every((name) => name in params);
  if (known) return { field, message, code, params };
  const worded = IMPORT_PROBLEM_CODES.find((candidate) => IMPORT_PROBLEMS[candidate] === message && placeholdersOf(candidate).length === 0);
  return worded ? { field, message, code: worded, params: {} } : { field, message, code: fallback, params: { detail: message } };
}

/** The code and parameters of a schema issue: REQUIRED, TOO_LONG … or the contract's own code of a custom issue. */
function codeOfIssue(issue: z.core.$ZodIssue): { code?: string; params?: ImportProblemParams } {
  if (issue.code === "custom") return { code: (issue.params as { code?: string } | undefined)?.code };
  if ((issue.code !== "too_big" && issue.code !== "too_small") || issue.inclusive === false || (issue.origin !== "string" && issue.origin !== "number"))
    return {};
  const text = issue.origin === "string";
  if (issue.code === "too_big") return { code: text ? "TOO_LONG" : "AT_MOST", params: { max: Number(issue.maximum) } };
  const min = Number(issue.minimum);
  if (!text) return { code: "AT_LEAST", params: { min } };
  return min === 1 ? { code: "REQUIRED" } : { code: "TOO_SHORT", params: { min } };
}

/**
 * The issues of a row's schema as its problems, in the schema's words; `rename` names a field of
 * the request by the document's (e.g. roleIds as roles), as the row is written. `under`: the field
 * of the row the schema checks (e.g. privateSchedule.0), when it checks a part of it.
 */
export function schemaProblems(error: z.ZodError | undefined, rename: Record<string, string> = {}, under = ""): ImportProblem[] {
  return (error?.issues ?? []).map((issue) => {
    const path = issue.path.map(String);
    if (path[0] !== undefined && Object.hasOwn(rename, path[0])) path[0] = rename[path[0]]!;
    const field = [under, path.join(".")].filter(Boolean).join(".");
    const { code, params } = codeOfIssue(issue);
    return codedProblem(field, issue.message, code, params);
  });
}

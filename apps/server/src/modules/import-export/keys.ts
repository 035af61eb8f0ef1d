import type { AlarmPointReference, ParticipantReference } from "@alarm/contract";

/** How rows are matched and referred to: by organization path and name, never by database id. */
export const pathKey = (path: readonly string[]) => JSON.stringify(path);
export const namedKey = (path: readonly string[], name: string) => `${pathKey(path)}|${name}`;

/** The login of a reference that names one (a row's `login: null` names none). */
const loginOf = (reference: ParticipantReference) => ("login" in reference && reference.login ? reference.login.trim() : null);
type ByName = Extract<ParticipantReference, { name: string }>;

export function participantKey(reference: ParticipantReference): string {
  const login = loginOf(reference);
  if (login) return `login:${login.toLowerCase()}`;
  const byName = reference as ByName;
  return `p:${pathKey(byName.organization)}|${byName.name.trim()}|${byName.surname.trim()}`;
}

/** A person can read: "Org > Sub / Name" (the root is "/"). */
export const describePath = (path: readonly string[]) => (path.length ? path.join(" > ") : "(root)");
export const describeNamed = (path: readonly string[], name: string) => `${describePath(path)} / ${name}`;
export const describeParticipant = (reference: ParticipantReference) => {
  const login = loginOf(reference);
  const byName = reference as ByName;
  return login ? `login ${login}` : describeNamed(byName.organization, `${byName.name} ${byName.surname}`);
};

/** True when `inner` is `outer` or below it. */
export const isWithin = (inner: readonly string[], outer: readonly string[]) =>
  outer.length <= inner.length && outer.every((name, index) => inner[index] === name);

/** Code-unit order: the same on every machine, parents before their children. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How an alarm point is named in its organization: "#" and its system ID, or its name. */
export const pointKeyOf = (reference: AlarmPointReference) => ("systemId" in reference ? `#${reference.systemId.trim()}` : reference.name.trim());
export const describePoint = (reference: AlarmPointReference) => ("systemId" in reference ? `#${reference.systemId.trim()}` : reference.name);

import type { ConfigurationDocument, ImportRow, ParticipantReference } from "@alarm/contract";
import { describeParticipant, isWithin, participantKey } from "../keys.js";
import type { Planning } from "./planning.js";

/** How groups, plans and private schedules name participants: by the key of the row (stored or of the document) that defines them. */
export type ParticipantReferences = {
  /** Participant keys (login or organization/name/surname) to the key of the row that defines it. */
  primary: Map<string, string>;
  /** A participant a group, plan or replacement of `holder` may name: one of the document or stored, in that organization or above. */
  reference(row: ImportRow, field: string, reference: ParticipantReference, holder: string[]): string | undefined;
  /** The key a reference compares by: that of its defining row when known. */
  canonical(reference: ParticipantReference | undefined): string | undefined;
};

export function participantReferences({ snapshot, doc, names, problem }: Planning): ParticipantReferences {
  const primary = new Map<string, string>();
  const paths = new Map<string, string[]>();
  const register = (reference: Pick<ConfigurationDocument["participants"][number], "organization" | "name" | "surname" | "login">) => {
    const full = participantKey({ organization: reference.organization, name: reference.name, surname: reference.surname });
    const own = reference.login ? participantKey({ login: reference.login }) : full;
    for (const key of [full, own]) {
      primary.set(key, own);
      paths.set(key, reference.organization);
    }
  };
  for (const stored of snapshot.participants) register({ ...stored, organization: names.pathOf(stored.orgId) });
  for (const wanted of doc.participants) register(wanted);
  return {
    primary,
    reference(row, field, reference, holder) {
      const key = primary.get(participantKey(reference));
      if (!key) {
        problem(row, field, "UNKNOWN_PARTICIPANT", { participant: describeParticipant(reference) });
        return undefined;
      }
      if (!isWithin(holder, paths.get(key) ?? [])) problem(row, field, "PARTICIPANT_OUT_OF_REACH", { participant: describeParticipant(reference) });
      return key;
    },
    canonical: (reference) => (reference ? (primary.get(participantKey(reference)) ?? participantKey(reference)) : undefined),
  };
}

/**
 * What a participant selector holds (a plan entry, docs/glossary.md#alarm-definition): one line per
 * chosen participant or participant group, in order. Entries with neither id are ad-hoc entries
 * of a manual call; the selector shows them in its "manual calls" folder.
 */
export type SelectedParticipantEntry = {
  /** A key unique within the selection, e.g. "participant-12". */
  id: string;
  participantId: number | null;
  participantGroupId: number | null;
  /** Position in the selection, counting from 1. */
  orderId: number;
  /** The plan group the entry belongs to; null when that group is new (set by the plan screens). */
  planGroupId: number | null;
  /** What the entry is shown as. */
  title: string;
  name: string;
  shortName: string | null;
};

/** What the selector knows of a participant row. */
export interface ParticipantChoice {
  id: number;
  fullName: string;
  shortName: string | null;
}

/** What the selector knows of a participant-group row. */
export interface GroupChoice {
  id: number;
  name: string;
}

export const participantEntryKey = (participantId: number) => `participant-${participantId}`;
export const groupEntryKey = (groupId: number) => `group-${groupId}`;

export function entryOfParticipant(participant: ParticipantChoice, orderId: number): SelectedParticipantEntry {
  return {
    id: participantEntryKey(participant.id),
    participantId: participant.id,
    participantGroupId: null,
    orderId,
    planGroupId: null,
    title: participant.fullName,
    name: participant.fullName,
    shortName: participant.shortName,
  };
}

export function entryOfGroup(group: GroupChoice, orderId: number): SelectedParticipantEntry {
  return {
    id: groupEntryKey(group.id),
    participantId: null,
    participantGroupId: group.id,
    orderId,
    planGroupId: null,
    title: group.name,
    name: group.name,
    shortName: null,
  };
}

export const isAdHoc = (entry: SelectedParticipantEntry) => entry.participantId === null && entry.participantGroupId === null;

/** The ids chosen, for quick "is it checked?" questions while drawing thousands of rows. */
export interface SelectionIndex {
  participants: ReadonlySet<number>;
  groups: ReadonlySet<number>;
}

export function selectionIndexOf(value: readonly SelectedParticipantEntry[]): SelectionIndex {
  const participants = new Set<number>();
  const groups = new Set<number>();
  for (const entry of value) {
    if (entry.participantId !== null) participants.add(entry.participantId);
    else if (entry.participantGroupId !== null) groups.add(entry.participantGroupId);
  }
  return { participants, groups };
}

/** The entries numbered 1, 2, 3… in their order; entries already right are kept as they are. */
export function renumber(entries: readonly SelectedParticipantEntry[]): SelectedParticipantEntry[] {
  return entries.map((entry, index) => (entry.orderId === index + 1 ? entry : { ...entry, orderId: index + 1 }));
}

export type Choice = { kind: "participant"; participant: ParticipantChoice } | { kind: "group"; group: GroupChoice };

const sameChoice = (entry: SelectedParticipantEntry, choice: Choice) =>
  choice.kind === "participant" ? entry.participantId === choice.participant.id : entry.participantGroupId === choice.group.id;

/**
 * Checks or unchecks a participant or group: unchecking removes its entry, checking adds one at
 * the end. The others keep their order (and their plan group); all are numbered afresh.
 */
export function toggleChoice(value: readonly SelectedParticipantEntry[], choice: Choice): SelectedParticipantEntry[] {
  if (value.some((entry) => sameChoice(entry, choice))) return renumber(value.filter((entry) => !sameChoice(entry, choice)));
  const orderId = value.length + 1;
  const added = choice.kind === "participant" ? entryOfParticipant(choice.participant, orderId) : entryOfGroup(choice.group, orderId);
  return renumber([...value, added]);
}

/** Removes one entry by its key (e.g. an ad-hoc entry unchecked in the manual calls folder). */
export function removeEntry(value: readonly SelectedParticipantEntry[], id: string): SelectedParticipantEntry[] {
  return renumber(value.filter((entry) => entry.id !== id));
}

/** Moves the entry at `from` to `to` (a drag in an ordered list). */
export function moveEntry(value: readonly SelectedParticipantEntry[], from: number, to: number): SelectedParticipantEntry[] {
  if (from === to || from < 0 || to < 0 || from >= value.length || to >= value.length) return [...value];
  const next = [...value];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

import type { DeviceType, PARTICIPANT_LANGUAGES } from "@alarm/contract";

export type ParticipantLanguage = (typeof PARTICIPANT_LANGUAGES)[number];

/** The search panel of the selector (docs/domain-rules.md#participant-selector). Texts are matched anywhere, ignoring case and accents. */
export interface SelectorFilters {
  name: string;
  surname: string;
  shortName: string;
  language: ParticipantLanguage | null;
  deviceType: DeviceType | null;
  groupName: string;
}

export const EMPTY_FILTERS: SelectorFilters = { name: "", surname: "", shortName: "", language: null, deviceType: null, groupName: "" };

export interface SelectorOptions {
  allowParticipants: boolean;
  allowParticipantGroups: boolean;
}

/** The filters that count: trimmed, and only those of the kinds the selector offers. */
export function effectiveFilters(filters: SelectorFilters, options: SelectorOptions): SelectorFilters {
  const participants = options.allowParticipants;
  return {
    name: participants ? filters.name.trim() : "",
    surname: participants ? filters.surname.trim() : "",
    shortName: participants ? filters.shortName.trim() : "",
    language: participants ? filters.language : null,
    deviceType: participants ? filters.deviceType : null,
    groupName: options.allowParticipantGroups ? filters.groupName.trim() : "",
  };
}

export function hasParticipantFilter(filters: SelectorFilters): boolean {
  return Boolean(filters.name || filters.surname || filters.shortName || filters.language || filters.deviceType);
}

/** How many filters are set (shown on the collapsed search panel). */
export function activeFilterCount(filters: SelectorFilters): number {
  return [filters.name, filters.surname, filters.shortName, filters.language, filters.deviceType, filters.groupName].filter(Boolean).length;
}

/**
 * What the selector loads (docs/domain-rules.md#participant-selector):
 * - without a filter, the organization tree: each opened organization's sub-organizations, groups
 *   and participants, one level at a time;
 * - any filter switches to one recursive search from the root, the matches shown under their
 *   organization path. Groups are loaded then only when a group name is typed; participants are
 *   not loaded when only a group name is typed.
 * `filterValue` is the text the server narrows by (it searches name, surname, short name and
 * login together); the selector then applies each filter to its own field.
 */
export type LoadPlan =
  | { mode: "tree"; participants: boolean; groups: boolean }
  | { mode: "search"; participants: { filterValue: string } | null; groups: { filterValue: string } | null };

export function loadPlan(filters: SelectorFilters, options: SelectorOptions): LoadPlan {
  const active = effectiveFilters(filters, options);
  const participantFilter = hasParticipantFilter(active);
  if (!participantFilter && !active.groupName) {
    return { mode: "tree", participants: options.allowParticipants, groups: options.allowParticipantGroups };
  }
  return {
    mode: "search",
    participants: participantFilter ? { filterValue: longest([active.name, active.surname, active.shortName]) } : null,
    groups: active.groupName ? { filterValue: active.groupName } : null,
  };
}

/** The longest text: the one that narrows the server's search most. */
function longest(texts: readonly string[]): string {
  return texts.reduce((best, text) => (text.length > best.length ? text : best), "");
}

/** Lower case without accents, so that "novak" finds "Novák". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

const contains = (value: string | null, wanted: string) => !wanted || foldText(value ?? "").includes(foldText(wanted));

export interface FilterableParticipant {
  name: string;
  surname: string;
  shortName: string | null;
  language: string;
  deviceTypes: readonly string[];
}

export function matchesParticipant(participant: FilterableParticipant, filters: SelectorFilters): boolean {
  return (
    contains(participant.name, filters.name) &&
    contains(participant.surname, filters.surname) &&
    contains(participant.shortName, filters.shortName) &&
    (!filters.language || participant.language === filters.language) &&
    (!filters.deviceType || participant.deviceTypes.includes(filters.deviceType))
  );
}

export function matchesGroup(group: { name: string }, filters: SelectorFilters): boolean {
  return contains(group.name, filters.groupName);
}

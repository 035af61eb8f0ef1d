import { DEFAULT_RANK_WAIT_MINUTES } from "@alarm/contract";
import { moveEntry, removeEntry, renumber, type SelectedParticipantEntry } from "../../../components/participant-selector/selected-entries";

/** A rank while it is edited: `key` stays with it when ranks are reordered. */
export interface RankDraft {
  key: string;
  /** Minutes; null while the input is empty. */
  waitTime: number | null;
  entries: SelectedParticipantEntry[];
}

export const WAIT_TIME_MIN = 0;
export const WAIT_TIME_MAX = 1440;

let lastRankKey = 0;

export function newRank(entries: SelectedParticipantEntry[] = [], waitTime: number | null = DEFAULT_RANK_WAIT_MINUTES): RankDraft {
  lastRankKey += 1;
  return { key: `rank-${lastRankKey}`, waitTime, entries: renumber(entries) };
}

const changeRank = (ranks: readonly RankDraft[], key: string, change: (rank: RankDraft) => RankDraft) =>
  ranks.map((rank) => (rank.key === key ? change(rank) : rank));

export function moveRank(ranks: readonly RankDraft[], from: number, to: number): RankDraft[] {
  if (from === to || from < 0 || to < 0 || from >= ranks.length || to >= ranks.length) return [...ranks];
  const next = [...ranks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export const removeRank = (ranks: readonly RankDraft[], key: string) => ranks.filter((rank) => rank.key !== key);

export const setWaitTime = (ranks: readonly RankDraft[], key: string, waitTime: number | null) => changeRank(ranks, key, (rank) => ({ ...rank, waitTime }));

/**
 * The rank's entries as the participant selector left them. A participant or group is in a plan
 * once, so one newly chosen here leaves the rank it was in before.
 */
export function setRankEntries(ranks: readonly RankDraft[], key: string, entries: SelectedParticipantEntry[]): RankDraft[] {
  const chosen = new Set(entries.map((entry) => entry.id));
  return ranks.map((rank) => {
    if (rank.key === key) return { ...rank, entries: renumber(entries) };
    return rank.entries.some((entry) => chosen.has(entry.id)) ? { ...rank, entries: renumber(rank.entries.filter((entry) => !chosen.has(entry.id))) } : rank;
  });
}

export const moveEntryWithin = (ranks: readonly RankDraft[], key: string, from: number, to: number) =>
  changeRank(ranks, key, (rank) => ({ ...rank, entries: moveEntry(rank.entries, from, to) }));

export const removeEntryFrom = (ranks: readonly RankDraft[], key: string, entryId: string) =>
  changeRank(ranks, key, (rank) => ({ ...rank, entries: removeEntry(rank.entries, entryId) }));

/** Moves an entry to the end of another rank. */
export function moveEntryToRank(ranks: readonly RankDraft[], entryId: string, toKey: string): RankDraft[] {
  const entry = ranks.flatMap((rank) => rank.entries).find((candidate) => candidate.id === entryId);
  if (!entry) return [...ranks];
  const target = ranks.find((rank) => rank.key === toKey);
  if (!target || target.entries.some((candidate) => candidate.id === entryId)) return [...ranks];
  return setRankEntries(ranks, toKey, [...target.entries, entry]);
}

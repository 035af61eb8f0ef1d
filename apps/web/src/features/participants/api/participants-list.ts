import { listPageOf, type ListRowOf } from "@alarm/contract";
import type { SortOrder } from "../../../components/object-list/object-list-state";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

/** A row of the participants table: the participant without devices, with the types of its devices in order. */
export type ParticipantRow = ListRowOf<"PARTICIPANT">;

export const PARTICIPANTS_PAGE_SIZE = 20;
/** Fields the server sorts participants by. */
export const PARTICIPANT_SORT_FIELDS = ["name", "surname", "shortName", "orgName"] as const;
export type ParticipantSortField = (typeof PARTICIPANT_SORT_FIELDS)[number];

export interface ParticipantsListParams {
  /** Absent: the caller's own organization. */
  parentOrgId?: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  pageSize: number;
  sortField: ParticipantSortField;
  sortOrder: SortOrder;
  /** Only participants an object of this organization may name: of it and above it. */
  usableInOrgId?: number;
}

export function fetchParticipants(params: ParticipantsListParams, signal?: AbortSignal) {
  return api.post("/list", { schema: listPageOf("PARTICIPANT"), body: { type: "PARTICIPANT", ...params }, signal });
}

export function participantsListQueryOptions(params: ParticipantsListParams) {
  return queryOptions({
    queryKey: [...participantKeys.lists(), params],
    queryFn: ({ signal }) => fetchParticipants(params, signal),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useParticipantsList(params: ParticipantsListParams, enabled = true) {
  return useQuery({ ...participantsListQueryOptions(params), enabled });
}

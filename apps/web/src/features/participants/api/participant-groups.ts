import { listPageOf } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

/** Membership lists are read in one page of this size (docs/domain-rules.md#constants). */
export const MEMBERSHIP_PAGE_SIZE = 10_000;

/** POST /list/membership: the participant groups a participant belongs to. */
export function fetchGroupsOfParticipant(participantId: number, signal?: AbortSignal) {
  return api.post("/list/membership", {
    schema: listPageOf("PARTICIPANT_GROUP"),
    body: { type: "PARTICIPANT_GROUP", referenceType: "PARTICIPANT", objectId: participantId, currentPage: 1, pageSize: MEMBERSHIP_PAGE_SIZE },
    signal,
  });
}

export function participantGroupsQueryOptions(participantId: number) {
  return queryOptions({
    queryKey: participantKeys.groups(participantId),
    queryFn: async ({ signal }) => (await fetchGroupsOfParticipant(participantId, signal)).list,
    staleTime: 0,
  });
}

export function useParticipantGroups(participantId: number | null) {
  return useQuery({ ...participantGroupsQueryOptions(participantId ?? 0), enabled: participantId !== null });
}

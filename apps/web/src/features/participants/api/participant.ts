import { participant } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

export function fetchParticipant(id: number, signal?: AbortSignal) {
  return api.get(`/participants/${id}`, { schema: participant, signal });
}

export function participantQueryOptions(id: number) {
  return queryOptions({
    queryKey: participantKeys.detail(id),
    queryFn: ({ signal }) => fetchParticipant(id, signal),
    // The editor starts from what the server holds now, never from an old copy.
    staleTime: 0,
  });
}

export function useParticipant(id: number | null) {
  return useQuery({ ...participantQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /participants/find-by-login/{login}: the participant a console login belongs to (URI-encoded, docs/domain-rules.md#validation). */
export function findParticipantByLogin(login: string, signal?: AbortSignal) {
  return api.get(`/participants/find-by-login/${encodeURIComponent(login)}`, { schema: participant, signal });
}

import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchParticipants, type ParticipantRow } from "./participants-list";
import { participantKeys } from "./query-keys";

/** How many participants a searchable drop-down offers at a time; typing narrows them on the server. */
export const PARTICIPANT_OPTIONS_SIZE = 50;

export type ParticipantOption = Pick<ParticipantRow, "id" | "fullName" | "shortName" | "login" | "orgName"> & {
  /** What the server searches in (name, surname, short name, login), for the drop-down's own filter. */
  searchText: string;
};

/**
 * Participants whose name, surname, short name or login contain `text`, in all organizations the
 * caller sees, or only those an object of `usableInOrgId` may name.
 */
export function participantOptionsQueryOptions(text: string, usableInOrgId: number | null = null) {
  return queryOptions({
    queryKey: participantKeys.options(text, usableInOrgId),
    queryFn: async ({ signal }): Promise<ParticipantOption[]> => {
      const page = await fetchParticipants(
        {
          recursive: true,
          filterValue: text,
          currentPage: 1,
          pageSize: PARTICIPANT_OPTIONS_SIZE,
          sortField: "name",
          sortOrder: "ASCENDING",
          ...(usableInOrgId === null ? {} : { usableInOrgId }),
        },
        signal,
      );
      return page.list.map((row) => ({
        id: row.id,
        fullName: row.fullName,
        shortName: row.shortName,
        login: row.login,
        orgName: row.orgName,
        searchText: [row.name, row.surname, row.shortName ?? "", row.login ?? ""].join(" "),
      }));
    },
    placeholderData: keepPreviousData,
  });
}

export function useParticipantOptions(text: string, enabled = true, usableInOrgId: number | null = null) {
  return useQuery({ ...participantOptionsQueryOptions(text, usableInOrgId), enabled });
}

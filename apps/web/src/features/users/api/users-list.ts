import { listResponse, user, type SORT_ORDERS, type User } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usersQueryKey } from "./query-keys";

/** A row of the users table: the user without roles (POST /list does not send them). */
export type UserRow = Omit<User, "roles">;

const usersPage = listResponse.extend({ list: user.omit({ roles: true }).array() });

export type SortOrder = (typeof SORT_ORDERS)[number];

export const USERS_PAGE_SIZE = 20;
/** Fields the server sorts users by. */
export const USER_SORT_FIELDS = ["name", "surname", "login", "orgName"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UsersListParams {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  sortField: UserSortField;
  sortOrder: SortOrder;
}

export function fetchUsers(params: UsersListParams, signal?: AbortSignal) {
  return api.post("/list", {
    schema: usersPage,
    body: { type: "USER", pageSize: USERS_PAGE_SIZE, ...params },
    signal,
  });
}

export function usersListQueryOptions(params: UsersListParams) {
  return queryOptions({
    queryKey: [...usersQueryKey, "list", params],
    queryFn: ({ signal }) => fetchUsers(params, signal),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useUsersList(params: UsersListParams, enabled = true) {
  return useQuery({ ...usersListQueryOptions(params), enabled });
}

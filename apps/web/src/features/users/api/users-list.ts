import type { ListRowOf } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { objectListQueryOptions, type ObjectListParams } from "../../../components/object-list/object-list-query";
import { usersQueryKey } from "./query-keys";

/** A row of the users table: the user without roles (POST /list does not send them). */
export type UserRow = ListRowOf<"USER">;

export const USERS_PAGE_SIZE = 20;
/** Fields the server sorts users by. */
export const USER_SORT_FIELDS = ["name", "surname", "login", "orgName"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type UsersListParams = ObjectListParams<UserSortField>;

export function usersListQueryOptions(params: UsersListParams) {
  return objectListQueryOptions("USER", { queryKey: usersQueryKey, pageSize: USERS_PAGE_SIZE }, params);
}

export function useUsersList(params: UsersListParams, enabled = true) {
  return useQuery({ ...usersListQueryOptions(params), enabled });
}

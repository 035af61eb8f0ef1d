import { user, type UserCreate, type UserUpdate } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usersQueryKey } from "./query-keys";

export function createUser(request: UserCreate) {
  return api.post("/users", { schema: user, body: request });
}

export function updateUser(request: UserUpdate) {
  return api.put("/users", { schema: user, body: request });
}

export type SaveUserRequest = { kind: "create"; request: UserCreate } | { kind: "update"; request: UserUpdate };

/** POST /users or PUT /users; afterwards the table and the editor read again. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveUserRequest) => (save.kind === "create" ? createUser(save.request) : updateUser(save.request)),
    // Not awaited: the caller's own callbacks run at once, before a re-read replaces (remounts) the form.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

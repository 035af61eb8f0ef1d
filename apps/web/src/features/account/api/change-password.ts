import { statusOk, type ChangePasswordRequest } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "./current-user";

export function changePassword(request: ChangePasswordRequest) {
  return api.patch("/users/change-password", { schema: statusOk, body: request });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The default-password warning depends on the user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { logout } from "./session-api";

/** Logout (SPEC section 4): GET /logout, forget the session and saved filters, go to the root. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    // Leave the screen first, so that nothing still shown refetches without a session.
    await navigate("/", { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}

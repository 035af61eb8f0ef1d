import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { logout } from "./session-api";

/**
 * Logout: GET /logout, forget the session and saved filters, go to the root; after a single sign-on,
 * to the provider's logout instead, which ends the provider's session too and sends the browser back to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const providerLogoutUrl = await logout();
    // The page is left at once: nothing shown here has a session to refetch with any more.
    if (providerLogoutUrl) return window.location.assign(providerLogoutUrl);
    // Leave the screen first, so that nothing still shown refetches without a session.
    await navigate("/", { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}

import { loginResponse, type LoginResponse, ssoSettings } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { send } from "../../../lib/http";

/** GET /auth/sso: whether the login page offers single sign-on, and under which name. */
export function useSsoSettings() {
  return useQuery({
    queryKey: ["auth", "sso"],
    queryFn: ({ signal }) => send("GET", "/auth/sso", { schema: ssoSettings, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** Where the button sends the browser: the server redirects it on to the provider. */
export const SSO_START_URL = "/rest/api/auth/sso/start";

const exchanges = new Map<string, Promise<LoginResponse>>();

/**
 * POST /auth/sso/complete: the ticket of `/login?sso=<ticket>` for the session's tokens. A ticket
 * counts once (a second try would end the session), so however often the page asks, it is sent once.
 */
export function completeSingleSignOn(ticket: string): Promise<LoginResponse> {
  let exchange = exchanges.get(ticket);
  if (!exchange) {
    exchange = send("POST", "/auth/sso/complete", { schema: loginResponse, body: { ticket } });
    exchanges.set(ticket, exchange);
  }
  return exchange;
}

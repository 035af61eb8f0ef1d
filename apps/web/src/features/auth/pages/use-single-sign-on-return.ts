import type { LoginResponse } from "@alarm/contract";
import { useEffect, useEffectEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { completeSingleSignOn } from "../api/sso";

/**
 * The single sign-on provider's way back to /login: `?sso=<ticket>` is traded for the session,
 * `?ssoError=<code>` (or a refused ticket) is kept as the failure to show.
 */
export function useSingleSignOnReturn(signedIn: (answer: LoginResponse) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address bar keeps neither the ticket nor the code.
  const [ssoTicket] = useState(() => searchParams.get("sso"));
  const [ssoPending, setSsoPending] = useState(() => ssoTicket !== null);
  const [ssoFailure, setSsoFailure] = useState(() => searchParams.get("ssoError"));

  useEffect(() => {
    if (searchParams.has("sso") || searchParams.has("ssoError")) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const ticketTraded = useEffectEvent((answer: LoginResponse) => signedIn(answer));
  const ticketRefused = useEffectEvent(() => {
    setSsoPending(false);
    setSsoFailure("TICKET");
  });
  useEffect(() => {
    if (!ssoTicket) return;
    let current = true;
    completeSingleSignOn(ssoTicket).then(
      (answer) => {
        if (current) ticketTraded(answer);
      },
      () => {
        if (current) ticketRefused();
      },
    );
    return () => {
      current = false;
    };
  }, [ssoTicket]);

  return { ssoPending, ssoFailure, clearSsoFailure: () => setSsoFailure(null) };
}

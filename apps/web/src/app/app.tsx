import { RouterProvider } from "react-router-dom";
import i18n from "../i18n";
import { queryClient } from "../lib/query-client";
import { onSessionExpired } from "../lib/session-expiry";
import { storeMessage } from "../lib/stored-message";
import { Providers } from "./providers";
import { router } from "./router";

// A call was refused and the refresh too: drop cached data, say why, and go to the login screen.
onSessionExpired(() => {
  queryClient.clear();
  storeMessage({
    severity: "warn",
    summary: i18n.t("session.expiredTitle"),
    detail: i18n.t("session.expired"),
  });
  void router.navigate("/login", { replace: true });
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

import { redirect } from "react-router-dom";
import i18n from "../i18n";
import { confirmSession } from "../lib/session-api";
import { getToken } from "../lib/session-storage";
import { storeMessage } from "../lib/stored-message";
import { preloadSignedInFrame } from "./app-shell";

/** Before every non-login route: the stored token must still be good (docs/domain-rules.md#session). */
export async function requireSession() {
  const hadToken = getToken() !== null;
  if (hadToken) preloadSignedInFrame();
  const user = await confirmSession();
  if (user) return null;
  if (hadToken) {
    storeMessage({ severity: "warn", summary: i18n.t("session.expiredTitle"), detail: i18n.t("session.expired") });
  }
  throw redirect("/login");
}

/**
 * A signed-in route's loader: fetches its screen while the parent route checks the session (React
 * Router runs a route's loader and its parent's together) instead of after.
 */
export const fetchScreen = (screen: { preload(): void }) => () => {
  if (getToken() !== null) screen.preload();
  return null;
};

/** /login with a token held goes to the dashboard; without one it stays, and so does a single sign-on's return (`?sso=`). */
export function leaveLoginWhenSignedIn({ request }: { request: Request }) {
  if (getToken() && !new URL(request.url).searchParams.has("sso")) throw redirect("/");
  return null;
}

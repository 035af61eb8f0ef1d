import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { AlarmNotifications } from "../components/alarm-notification/alarm-notifications";
import { PageSpinner } from "../components/page-spinner";
import { AppLayout } from "../layout/app-layout";
import { useSession } from "../lib/use-session";

/** The layout counts as authenticated only when a token is stored and the route is not /login. */
export function AppShell() {
  const { token } = useSession();
  const { pathname } = useLocation();
  const screen = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  return token && pathname !== "/login" ? <AppLayout>{screen}<AlarmNotifications /></AppLayout> : screen;
}

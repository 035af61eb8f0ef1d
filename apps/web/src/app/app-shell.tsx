import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { useSession } from "../lib/use-session";
import { lazyScreen } from "./lazy-screen";

// The signed-in frame is loaded after sign-in: the login page carries none of it.
const AppLayout = lazyScreen(() => import("../layout/app-layout").then((m) => m.AppLayout));
const AlarmNotifications = lazyScreen(() => import("../components/alarm-notification/alarm-notifications").then((m) => m.AlarmNotifications));

/** Fetches the signed-in frame while the session is checked. */
export function preloadSignedInFrame() {
  AppLayout.preload();
  AlarmNotifications.preload();
}

/** The layout counts as authenticated only when a token is stored and the route is not /login. */
export function AppShell() {
  const { token } = useSession();
  const { pathname } = useLocation();
  const screen = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  if (!token || pathname === "/login") return screen;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppLayout>
        {screen}
        <AlarmNotifications />
      </AppLayout>
    </Suspense>
  );
}

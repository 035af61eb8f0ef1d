import { createBrowserRouter } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { AppShell } from "./app-shell";
import { lazyScreen } from "./lazy-screen";
import { NotFoundPage } from "./not-found-page";
import { RouteErrorPage } from "./route-error-page";
import { PLANNED_SCREENS } from "./screens";
import { leaveLoginWhenSignedIn, requireSession } from "./session-loaders";

const LoginPage = lazyScreen(() => import("../features/auth/pages/login-page").then((m) => m.LoginPage));
const DashboardPage = lazyScreen(() =>
  import("../features/dashboard/pages/dashboard-page").then((m) => m.DashboardPage),
);
const AccountPage = lazyScreen(() => import("../features/account/pages/account-page").then((m) => m.AccountPage));
const PlannedScreenPage = lazyScreen(() => import("./planned-screen-page").then((m) => m.PlannedScreenPage));
const AlarmTablePage = lazyScreen(() => import("./planned-screen-page").then((m) => m.AlarmTablePage));
const ReportsPage = lazyScreen(() => import("./planned-screen-page").then((m) => m.ReportsPage));

/** The routes of SPEC section 2. Every route but /login is checked against the server first. */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: "/login", loader: leaveLoginWhenSignedIn, element: <LoginPage /> },
      {
        id: "session",
        loader: requireSession,
        // Verify on every navigation, not only when the route changes.
        shouldRevalidate: () => true,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: "/account", element: <AccountPage /> },
          { path: "/alarm-table", element: <AlarmTablePage /> },
          { path: "/reports/:tab", element: <ReportsPage /> },
          ...PLANNED_SCREENS.map(({ path, titleKey, icon }) => ({
            path,
            element: <PlannedScreenPage titleKey={titleKey} icon={icon} />,
          })),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

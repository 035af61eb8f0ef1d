import { createBrowserRouter } from "react-router-dom";
import { PageSpinner } from "../components/page-spinner";
import { AppShell } from "./app-shell";
import { lazyScreen } from "./lazy-screen";
import { NotFoundPage } from "./not-found-page";
import { RouteErrorPage } from "./route-error-page";
import { PLANNED_SCREENS } from "./screens";
import { fetchScreen, leaveLoginWhenSignedIn, requireSession } from "./session-loaders";

const LoginPage = lazyScreen(() => import("../features/auth/pages/login-page").then((m) => m.LoginPage));
const DashboardPage = lazyScreen(() => import("../features/dashboard/pages/dashboard-page").then((m) => m.DashboardPage));
const AccountPage = lazyScreen(() => import("../features/account/pages/account-page").then((m) => m.AccountPage));
const UsersPage = lazyScreen(() => import("../features/users/pages/users-page").then((m) => m.UsersPage));
const RolesPage = lazyScreen(() => import("../features/roles/pages/roles-page").then((m) => m.RolesPage));
const OrganizationsPage = lazyScreen(() => import("../features/organizations/pages/organizations-page").then((m) => m.OrganizationsPage));
const OutgoingWebhooksPage = lazyScreen(() => import("../features/outgoing-webhooks/pages/outgoing-webhooks-page").then((m) => m.OutgoingWebhooksPage));
const ParticipantsPage = lazyScreen(() => import("../features/participants/pages/participants-page").then((m) => m.ParticipantsPage));
const PrivateSchedulesPage = lazyScreen(() => import("../features/participants/pages/private-schedules-page").then((m) => m.PrivateSchedulesPage));
const ParticipantGroupsPage = lazyScreen(() => import("../features/participant-groups/pages/participant-groups-page").then((m) => m.ParticipantGroupsPage));
const HolidaysPage = lazyScreen(() => import("../features/holidays/pages/holidays-page").then((m) => m.HolidaysPage));
const AlarmPlansPage = lazyScreen(() => import("../features/alarm-plans/pages/alarm-plans-page").then((m) => m.AlarmPlansPage));
const AlarmPointsPage = lazyScreen(() => import("../features/alarm-points/pages/alarm-points-page").then((m) => m.AlarmPointsPage));
const DeletedAlarmPointsPage = lazyScreen(() => import("../features/alarm-points/pages/deleted-alarm-points-page").then((m) => m.DeletedAlarmPointsPage));
const AlarmTemplatesPage = lazyScreen(() => import("../features/alarm-templates/pages/alarm-templates-page").then((m) => m.AlarmTemplatesPage));
const TextTemplatesPage = lazyScreen(() => import("../features/text-templates/pages/text-templates-page").then((m) => m.TextTemplatesPage));
const AlarmRulesPage = lazyScreen(() => import("../features/alarm-rules/pages/alarm-rules-page").then((m) => m.AlarmRulesPage));
const GroupingRulesPage = lazyScreen(() => import("../features/grouping-rules/pages/grouping-rules-page").then((m) => m.GroupingRulesPage));
const MaintenanceWindowsPage = lazyScreen(() => import("../features/maintenance-windows/pages/maintenance-windows-page").then((m) => m.MaintenanceWindowsPage));
const AttachmentsPage = lazyScreen(() => import("../features/attachments/pages/attachments-page").then((m) => m.AttachmentsPage));
const StandbySchedulesPage = lazyScreen(() => import("../features/rotation-schedules/pages/standby-schedules-page").then((m) => m.StandbySchedulesPage));
const TeamSchedulesPage = lazyScreen(() => import("../features/rotation-schedules/pages/team-schedules-page").then((m) => m.TeamSchedulesPage));
const PlannedScreenPage = lazyScreen(() => import("./planned-screen-page").then((m) => m.PlannedScreenPage));
const AlarmTablePage = lazyScreen(() => import("../features/alarm-table/pages/alarm-table-page").then((m) => m.AlarmTablePage));
const AlarmPanelsPage = lazyScreen(() => import("../features/alarm-panels/pages/alarm-panels-page").then((m) => m.AlarmPanelsPage));
const ManualCallPage = lazyScreen(() => import("../features/manual-call/pages/manual-call-page").then((m) => m.ManualCallPage));
const AlarmAppsPage = lazyScreen(() => import("../features/alarm-apps/pages/alarm-apps-page").then((m) => m.AlarmAppsPage));
const PresencePage = lazyScreen(() => import("../features/presence/pages/presence-page").then((m) => m.PresencePage));
const ImportExportPage = lazyScreen(() => import("../features/import-export/pages/import-export-page").then((m) => m.ImportExportPage));
const AuditLogPage = lazyScreen(() => import("../features/audit-log/pages/audit-log-page").then((m) => m.AuditLogPage));
const ReportsPage = lazyScreen(() => import("../features/reports/pages/reports-page").then((m) => m.ReportsPage));
const SystemTablesPage = lazyScreen(() => import("../features/system-tables/pages/system-tables-page").then((m) => m.SystemTablesPage));

/** The console's routes (docs/domain-rules.md#screens). Every route but /login is checked against the server first. */
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
          { index: true, element: <DashboardPage />, loader: fetchScreen(DashboardPage) },
          { path: "/account", element: <AccountPage />, loader: fetchScreen(AccountPage) },
          { path: "/organizations/:id?", element: <OrganizationsPage />, loader: fetchScreen(OrganizationsPage) },
          { path: "/outgoing-webhooks", element: <OutgoingWebhooksPage />, loader: fetchScreen(OutgoingWebhooksPage) },
          { path: "/users/:id?", element: <UsersPage />, loader: fetchScreen(UsersPage) },
          { path: "/user-groups/:id?", element: <RolesPage />, loader: fetchScreen(RolesPage) },
          { path: "/participants/:id?", element: <ParticipantsPage />, loader: fetchScreen(ParticipantsPage) },
          { path: "/private-schedules", element: <PrivateSchedulesPage />, loader: fetchScreen(PrivateSchedulesPage) },
          { path: "/participant-groups/:id?", element: <ParticipantGroupsPage />, loader: fetchScreen(ParticipantGroupsPage) },
          { path: "/holidays", element: <HolidaysPage />, loader: fetchScreen(HolidaysPage) },
          { path: "/audit-log", element: <AuditLogPage />, loader: fetchScreen(AuditLogPage) },
          { path: "/import-export", element: <ImportExportPage />, loader: fetchScreen(ImportExportPage) },
          { path: "/standby-schedules", element: <StandbySchedulesPage />, loader: fetchScreen(StandbySchedulesPage) },
          { path: "/team-schedules", element: <TeamSchedulesPage />, loader: fetchScreen(TeamSchedulesPage) },
          { path: "/alarm-plans/:id?", element: <AlarmPlansPage />, loader: fetchScreen(AlarmPlansPage) },
          { path: "/alarm-points/:id?", element: <AlarmPointsPage />, loader: fetchScreen(AlarmPointsPage) },
          { path: "/deleted-alarm-points/:id?", element: <DeletedAlarmPointsPage />, loader: fetchScreen(DeletedAlarmPointsPage) },
          { path: "/alarm-templates", element: <AlarmTemplatesPage />, loader: fetchScreen(AlarmTemplatesPage) },
          { path: "/text-templates", element: <TextTemplatesPage />, loader: fetchScreen(TextTemplatesPage) },
          { path: "/alarm-rules/:id?", element: <AlarmRulesPage />, loader: fetchScreen(AlarmRulesPage) },
          { path: "/grouping-rules/:id?", element: <GroupingRulesPage />, loader: fetchScreen(GroupingRulesPage) },
          { path: "/maintenance-windows", element: <MaintenanceWindowsPage />, loader: fetchScreen(MaintenanceWindowsPage) },
          { path: "/attachments", element: <AttachmentsPage />, loader: fetchScreen(AttachmentsPage) },
          { path: "/alarm-table", element: <AlarmTablePage />, loader: fetchScreen(AlarmTablePage) },
          { path: "/alarm-panels", element: <AlarmPanelsPage />, loader: fetchScreen(AlarmPanelsPage) },
          { path: "/alarm-trigger", element: <ManualCallPage />, loader: fetchScreen(ManualCallPage) },
          { path: "/alarm-apps", element: <AlarmAppsPage />, loader: fetchScreen(AlarmAppsPage) },
          { path: "/presence", element: <PresencePage />, loader: fetchScreen(PresencePage) },
          { path: "/reports/:tab", element: <ReportsPage />, loader: fetchScreen(ReportsPage) },
          { path: "/views", element: <SystemTablesPage />, loader: fetchScreen(SystemTablesPage) },
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

import { z } from "zod";
import { DEVICE_TYPES } from "./device-type.js";
import { alarmStatus } from "./alarm.js";
import { phrase } from "./phrase.js";

/**
 * The dashboard (docs/domain-rules.md#constants, docs/glossary.md#console-settings): widgets in 12
 * lines, saved per user as JSON text, with presets by role number; figures per period from the
 * server's rollups.
 */
export const WIDGET_LINES = 12;
/** Widgets side by side in one line. */
export const WIDGETS_PER_LINE = 4;

/** The dashboard periods by their keys (docs/domain-rules.md#constants): today (the default), current week, last 7 days, current month, previous month, last 30 days. */
export const DASHBOARD_PERIODS = ["TODAY", "WEEK-CURRENT", "WEEK-AGO", "MONTH-CURRENT", "MONTH-PREVIOUS", "MONTH-AGO"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const dashboardPeriod = z.enum(DASHBOARD_PERIODS);
export const dashboardPeriodParams = z.object({ period: dashboardPeriod });

export const WIDGET_TYPES = [
  "SHORTCUTS",
  "LAST_ALARMS",
  "STATISTICS",
  "CALLS_BY_TYPE",
  "GENERAL_INFO",
  "CALLS",
  "RESOURCES",
  "SHELVED_POINTS",
  "ALARM_LOAD",
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** Screens a shortcuts widget can open. */
export const SHORTCUT_TARGETS = [
  "ALARM_PANEL",
  "ATTACHMENTS",
  "MONTHLY_REPORTS",
  "DETAILED_REPORTS",
  "ORGANIZATIONS",
  "ALARM_TABLE",
  "MANUAL_CALL",
  "ALARM_POINTS",
  "PARTICIPANTS",
] as const;
export type ShortcutTarget = (typeof SHORTCUT_TARGETS)[number];

export const widget = z
  .object({
    id: z.string().trim().min(1).max(40).describe("Unique within the layout, chosen by the console"),
    type: z.enum(WIDGET_TYPES),
    period: dashboardPeriod.optional().describe("STATISTICS, CALLS_BY_TYPE, CALLS: the period shown (default TODAY)"),
    shortcuts: z.array(z.enum(SHORTCUT_TARGETS)).max(SHORTCUT_TARGETS.length).optional().describe("SHORTCUTS: the screens, in order"),
  })
  .meta({ id: "Widget" });
export type Widget = z.infer<typeof widget>;

/** The arrangement: exactly 12 lines, each with up to four widgets; a widget id appears once. */
export const widgetLayout = z
  .object({ lines: z.array(z.array(widget).max(WIDGETS_PER_LINE)).length(WIDGET_LINES) })
  .superRefine((layout, context) => {
    const seen = new Set<string>();
    layout.lines.forEach((line, lineIndex) =>
      line.forEach((item, index) => {
        if (seen.has(item.id))
          context.addIssue({ code: "custom", path: ["lines", lineIndex, index, "id"], message: "used twice", params: { code: "DUPLICATE" } });
        seen.add(item.id);
      }),
    );
  })
  .meta({ id: "WidgetLayout" });
export type WidgetLayout = z.infer<typeof widgetLayout>;

/** Bound of the JSON text of a layout: 12 lines of 4 widgets with every shortcut fit well inside. */
export const WIDGETS_TEXT_MAX = 20_000;

/** GET /widgets and PUT /widgets: the layout as JSON text (docs/glossary.md#console-settings); `preset` when the user has not arranged anything. */
export const widgetsDocument = z
  .object({
    widgets: z.string().max(WIDGETS_TEXT_MAX).describe("JSON text of a WidgetLayout"),
    preset: z.boolean().describe("True: built from the presets of the user's role numbers, not saved"),
  })
  .meta({ id: "Widgets" });
export type WidgetsDocument = z.infer<typeof widgetsDocument>;
export const widgetsUpdate = z
  .object({ widgets: z.string().max(WIDGETS_TEXT_MAX).nullable().describe("JSON text of a WidgetLayout; null returns to the preset") })
  .meta({ id: "WidgetsUpdate" });
export type WidgetsUpdate = z.infer<typeof widgetsUpdate>;

/** Role numbers 0 to 11 index the presets (docs/domain-rules.md#defaults). */
export const ROLE_NUMBER_MAX = 11;

const shortcuts = (...targets: ShortcutTarget[]): Widget[] => [{ id: "preset-shortcuts", type: "SHORTCUTS", shortcuts: targets }];

/**
 * docs/domain-rules.md#defaults: 5 gets shortcuts to alarm panel, attachments, monthly reports,
 * detailed reports and organizations; 6 last alarms; 8 statistics, media calls by type, general
 * info, media calls; 11 resource gauges; the others nothing. Each widget on a line of its own, in
 * that order.
 */
export const ROLE_PRESETS: Readonly<Record<number, Widget[]>> = {
  5: shortcuts("ALARM_PANEL", "ATTACHMENTS", "MONTHLY_REPORTS", "DETAILED_REPORTS", "ORGANIZATIONS"),
  6: [{ id: "preset-last-alarms", type: "LAST_ALARMS" }],
  8: [
    { id: "preset-statistics", type: "STATISTICS", period: "TODAY" },
    { id: "preset-calls-by-type", type: "CALLS_BY_TYPE", period: "TODAY" },
    { id: "preset-general-info", type: "GENERAL_INFO" },
    { id: "preset-calls", type: "CALLS", period: "TODAY" },
  ],
  11: [{ id: "preset-resources", type: "RESOURCES" }],
};

/** The layout of a user who holds roles of these numbers: their presets in number order, one widget per line, 12 lines. */
export function presetLayout(roleNumbers: readonly number[]): WidgetLayout {
  const widgets = [...new Set(roleNumbers)].sort((a, b) => a - b).flatMap((number) => ROLE_PRESETS[number] ?? []);
  const lines: Widget[][] = Array.from({ length: WIDGET_LINES }, (_, index) => (widgets[index] ? [widgets[index]] : []));
  return { lines };
}

const period = { period: dashboardPeriod, from: z.iso.datetime(), until: z.iso.datetime().describe("Exclusive") };

/** GET /dashboard: the general info widget. */
export const dashboardInfo = z
  .object({
    organizations: z.number().int(),
    users: z.number().int(),
    participants: z.number().int(),
    alarmPoints: z.number().int(),
    alarmPlans: z.number().int(),
    openAlarms: z.number().int(),
    alarmsNeedingAttention: z.number().int(),
    serverTime: z.iso.datetime(),
    timeZone: z.string(),
    version: z.string(),
  })
  .meta({ id: "DashboardInfo" });
export type DashboardInfo = z.infer<typeof dashboardInfo>;

/** GET /dashboard/statistics/{period}: alarms triggered in the period, by their status now. */
export const dashboardStatistics = z
  .object({
    ...period,
    alarms: z.number().int(),
    byStatus: z.array(z.object({ status: alarmStatus, count: z.number().int() })),
    accepted: z.number().int().describe("Alarms somebody accepted"),
    meanSecondsToAccept: z.number().nullable(),
    ended: z.number().int(),
    meanSecondsToEnd: z.number().nullable(),
  })
  .meta({ id: "DashboardStatistics" });
export type DashboardStatistics = z.infer<typeof dashboardStatistics>;

/** GET /dashboard/calls-typed/{period}: messages to devices in the period, by device type. */
export const dashboardCallsByType = z
  .object({
    ...period,
    byType: z.array(
      z.object({
        deviceType: z.enum(DEVICE_TYPES),
        total: z.number().int(),
        delivered: z.number().int().describe("Confirmed delivered, or handed over where no delivery report comes (e-mail, push, console)"),
        failed: z.number().int(),
      }),
    ),
  })
  .meta({ id: "DashboardCallsByType" });
export type DashboardCallsByType = z.infer<typeof dashboardCallsByType>;

/** GET /dashboard/calls/{period}: messages to devices over the period, per hour (TODAY) or per day. */
export const dashboardCalls = z
  .object({
    ...period,
    bucket: z.enum(["HOUR", "DAY"]),
    points: z.array(z.object({ at: z.iso.datetime(), total: z.number().int(), failed: z.number().int() })),
  })
  .meta({ id: "DashboardCalls" });
export type DashboardCalls = z.infer<typeof dashboardCalls>;

const gauge = z.object({ used: z.number(), total: z.number(), percent: z.number() });

/** GET /dashboard/resources: the server host's and process's figures, for holders of SYSTEM_TABLES. */
/** How a device type's messages leave this installation (README "Notification channels"). */
export const CHANNEL_TRANSPORTS = ["SMTP", "HTTP_GATEWAY", "TWILIO", "SMPP", "SIP", "WEB_PUSH", "CONSOLE"] as const;
export const notificationChannel = z
  .object({
    deviceType: z.enum(DEVICE_TYPES),
    transport: z.enum(CHANNEL_TRANSPORTS),
    configured: z.boolean().describe("false: its messages fail at once, and `problem` says what is missing"),
    address: z.string().nullable().describe("Where it sends (host and port of the SMTP server, gateway or SMS centre), without credentials"),
    problem: phrase.nullable(),
  })
  .meta({ id: "NotificationChannel" });
export type NotificationChannel = z.infer<typeof notificationChannel>;

export const dashboardResources = z
  .object({
    memoryUsage: gauge.describe("The host's memory, bytes"),
    processMemory: z.number().describe("The server process's resident memory, bytes"),
    diskUsage: gauge.describe("The file system holding the server's data, bytes"),
    systemCpuLoad: z.number().describe("Percent of all cores busy on the host over the last sampling interval"),
    cpuLoad: z.number().describe("Percent of one core used by the server process over the last sampling interval"),
    cpuTimeSeconds: z.number().describe("CPU time the server process has used since it started"),
    uptimeSeconds: z.number(),
    cores: z.number().int(),
    channels: z.array(notificationChannel).describe("Each device type's channel as this instance is configured"),
  })
  .meta({ id: "DashboardResources" });
export type DashboardResources = z.infer<typeof dashboardResources>;

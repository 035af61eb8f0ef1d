import type { AlarmSource, EventSeverity, Phrase } from "@alarm/contract";
import type { DemoPoints } from "./demo-alarm-definition.js";
import type { DemoHistoryInput } from "./demo-history.js";

/** Who raises the demo history's alarms, from which systems, and how each demo alarm point's alarms go. */

export type Role = keyof DemoPoints;
/** Another system as it reports an alarm (modules/integrations/sources): its key's name, and what one event of it looks like. */
export type Source = { name: string; kind: AlarmSource["kind"]; events: readonly SourceEvent[] };
export type SourceEvent = { summary: string; severity: EventSeverity; labels?: Record<string, string>; details?: Record<string, string>; link?: string };
export type Trigger = { source: Source } | { user: keyof DemoHistoryInput["users"] };

/** How alarms of one point come, how fast they are answered and how they end. */
export type Profile = {
  weight: number;
  triggers: readonly (readonly [Trigger, number])[];
  /** Median seconds to the first accept. */
  acceptSeconds: number;
  /** Median minutes from the accept (or the acknowledgement) to the end. */
  endMinutes: number;
  /** Who quits, acknowledges and sees to failed alarms. */
  operators: readonly (readonly [keyof DemoHistoryInput["users"], number])[];
  quitReasons: readonly string[];
  suppression: (source: string) => Phrase;
  userTexts: readonly string[];
};

export const firePanel: Source = {
  name: "Fire panel station 1",
  kind: "WEBHOOK",
  events: [
    { summary: "Smoke detector OD-114, hall B", severity: "critical", details: { panel: "FACP-1", zone: "Hall B", detector: "OD-114" } },
    { summary: "Smoke detector OD-207, workshop", severity: "critical", details: { panel: "FACP-1", zone: "Workshop", detector: "OD-207" } },
    { summary: "Manual call point MC-03, main entrance", severity: "critical", details: { panel: "FACP-1", zone: "Entrance", detector: "MC-03" } },
    { summary: "Heat detector HD-12, vehicle hall", severity: "critical", details: { panel: "FACP-1", zone: "Vehicle hall", detector: "HD-12" } },
  ],
};
export const grafana: Source = {
  name: "Grafana",
  kind: "GRAFANA",
  events: [
    {
      summary: "Pump 3 flow 0 l/s for 2 minutes",
      severity: "error",
      labels: { alertname: "Pump flow zero", grafana_folder: "Water", site: "north-reservoir" },
      link: "https://grafana.example.org/d/pumps/north-reservoir",
    },
    {
      summary: "North reservoir level below 20 %",
      severity: "error",
      labels: { alertname: "Reservoir level low", grafana_folder: "Water", site: "north-reservoir" },
      link: "https://grafana.example.org/d/reservoirs/north",
    },
    {
      summary: "Pump 3 motor temperature 96 °C",
      severity: "critical",
      labels: { alertname: "Pump motor hot", grafana_folder: "Water", site: "north-reservoir" },
      link: "https://grafana.example.org/d/pumps/north-reservoir",
    },
  ],
};
export const pumpAlertmanager: Source = {
  name: "Alertmanager",
  kind: "ALERTMANAGER",
  events: [
    {
      summary: "Pump 3 stopped (PLC reports state 0)",
      severity: "critical",
      labels: { alertname: "PumpStopped", instance: "plc-north-3:9100", job: "scada" },
      link: "https://prometheus.example.org/graph?g0.expr=pump_running%3D%3D0",
    },
    {
      summary: "Outlet pressure 1.2 bar, below 2 bar",
      severity: "error",
      labels: { alertname: "PressureLow", instance: "plc-north-3:9100", job: "scada" },
      link: "https://prometheus.example.org/graph?g0.expr=outlet_pressure_bar",
    },
  ],
};
export const buildingManagement: Source = {
  name: "Building management",
  kind: "WEBHOOK",
  events: [
    { summary: "Mains power lost in building B, generator G1 started", severity: "critical", details: { building: "B", generator: "G1", load: "64 %" } },
    { summary: "Generator G1 running, mains voltage unstable", severity: "error", details: { building: "B", generator: "G1", load: "41 %" } },
  ],
};
const hospitalAlertmanager: Source = {
  name: "Alertmanager",
  kind: "ALERTMANAGER",
  events: [
    {
      summary: "UPS B1 on battery",
      severity: "critical",
      labels: { alertname: "UpsOnBattery", instance: "ups-b1:9100", job: "power", site: "st-anna" },
      link: "https://prometheus.example.org/graph?g0.expr=ups_on_battery",
    },
  ],
};
export const nurseCall: Source = {
  name: "Ward 3 nurse call",
  kind: "WEBHOOK",
  events: [301, 302, 305, 307, 310, 312, 314].flatMap((room) =>
    [1, 2].map((bed) => ({
      summary: `Emergency call, room ${room} bed ${bed}`,
      severity: "critical" as const,
      details: { ward: "3", room: String(room), bed: String(bed) },
    })),
  ),
};

export const PROFILES: Record<Role, Profile> = {
  fireStation: {
    weight: 0.22,
    triggers: [
      [{ source: firePanel }, 0.55],
      [{ user: "dispatcher" }, 0.25],
      [{ user: "operator" }, 0.12],
      [{ user: "admin" }, 0.08],
    ],
    acceptSeconds: 75,
    endMinutes: 50,
    operators: [
      ["dispatcher", 0.6],
      ["operator", 0.3],
      ["admin", 0.1],
    ],
    quitReasons: ["False alarm: dust in the detector", "Crew on site, fire out", "Burnt food in the kitchen, no fire", "Detector replaced"],
    suppression: (source) => ({ key: "SUPPRESSED_BY_RULE", params: { source, rule: "Fire panel in test mode" } }),
    userTexts: ["Caller reports smoke from the roof.", "Residents gathered in the car park."],
  },
  pump: {
    weight: 0.27,
    triggers: [
      [{ source: grafana }, 0.4],
      [{ source: pumpAlertmanager }, 0.3],
      [{ user: "operator" }, 0.25],
      [{ user: "admin" }, 0.05],
    ],
    acceptSeconds: 110,
    endMinutes: 80,
    operators: [
      ["operator", 0.85],
      ["admin", 0.15],
    ],
    quitReasons: ["Pump restarted", "Switched over to pump 2", "Technician on site"],
    suppression: (source) => ({ key: "SUPPRESSED_BY_RULE", params: { source, rule: "Ignore pump restarts under 2 minutes" } }),
    userTexts: ["Pressure dropping in the north district."],
  },
  power: {
    weight: 0.18,
    triggers: [
      [{ source: buildingManagement }, 0.5],
      [{ source: hospitalAlertmanager }, 0.3],
      [{ user: "admin" }, 0.2],
    ],
    acceptSeconds: 140,
    endMinutes: 35,
    operators: [
      ["admin", 0.7],
      ["nurse", 0.3],
    ],
    quitReasons: ["Mains back, generator stopped", "Generator test finished"],
    suppression: (source) => ({ key: "SUPPRESSED_IN_MAINTENANCE", params: { source, window: "Monthly generator test" } }),
    userTexts: ["Please check the fuel level."],
  },
  wardCall: {
    weight: 0.33,
    triggers: [
      [{ source: nurseCall }, 0.85],
      [{ user: "admin" }, 0.15],
    ],
    acceptSeconds: 40,
    endMinutes: 9,
    operators: [
      ["nurse", 0.85],
      ["admin", 0.15],
    ],
    quitReasons: ["Patient helped back to bed", "Patient stable, doctor informed", "Call button pressed by mistake"],
    suppression: (source) => ({ key: "SUPPRESSED_BY_RULE", params: { source, rule: "Call button test" } }),
    userTexts: [],
  },
};

import type { IntakeSettings } from "../../incidents/intake.js";
import { randomUUID } from "node:crypto";
import { type AlarmSource, type EventSeverity, type IntegrationOutcome, type Phrase, SEVERITY_PRIORITY } from "@alarm/contract";
import type { Db } from "../../../db/database.js";
import { RuleGate } from "../../alarm-rules/rule-gate.js";
import { SourceActions } from "../../alarms/source-actions.js";
import { AlarmTrigger } from "../../alarms/trigger/trigger.js";
import type { TriggerStarts } from "../../../engine/public.js";
import type { AdmittedKey } from "./key-admission.js";

/** What a source tells about an alarm it raises, beside its summary. */
export type SourceDescription = Omit<AlarmSource, "kind" | "keyName" | "dedupKey" | "severity">;

/** One event of another system, whatever shape it came in; `phrase` replaces the timeline's "Raised by" or "Resolved by". */
export type SourceEvent =
  | {
      action: "trigger";
      dedupKey?: string | undefined;
      summary: string;
      severity?: EventSeverity | undefined;
      description: SourceDescription;
      phrase?: Phrase | undefined;
    }
  | { action: "acknowledge" | "resolve"; dedupKey: string; phrase?: Phrase | undefined };

export type SourceEventOutcome = IntegrationOutcome["alarms"][number];

export const noDescription = (): SourceDescription => ({ fields: {}, labels: {}, annotations: {}, details: null, links: [] });

/**
 * Applies another system's events to its key's alarm point: trigger raises an alarm (or counts a
 * repeat of the open one with the same dedup key), acknowledge stops its notifications, resolve ends it.
 */
export class SourceEvents {
  private readonly trigger: AlarmTrigger;
  private readonly actions: SourceActions;
  private readonly rules: RuleGate;

  /**
   * `intake`: given, the alarms are taken in by incidents (chatter, grouping rules, floods; modules/incidents).
   * `starts`: given, an alarm whose point's first rank was read with its key starts at once (AlarmTrigger).
   */
  constructor(
    private readonly db: Db,
    timeZone: string,
    intake?: IntakeSettings,
    private readonly starts?: TriggerStarts,
  ) {
    this.trigger = new AlarmTrigger(db, timeZone, { intake, starts });
    this.actions = new SourceActions(db);
    this.rules = new RuleGate(timeZone);
  }

  /** Whether an alarm raised now would start at once: its key's admission then reads the point's first rank too. */
  startsNow(): boolean {
    return this.starts?.now() ?? false;
  }

  async apply(key: AdmittedKey, event: SourceEvent): Promise<SourceEventOutcome> {
    const dedupKey = event.dedupKey ?? randomUUID().replaceAll("-", "");
    if (event.action === "trigger") {
      const { fields, labels } = event.description;
      const incoming = { kind: key.kind, integrationKeyId: key.id, summary: event.summary, severity: event.severity ?? null, labels: { ...fields, ...labels } };
      const { outcome, traces } = await this.rules.decide(this.db, key.orgId, incoming, key.alarmPointId, key.rules);
      const routed = outcome.alarmPointId ?? key.alarmPointId;
      const text = [event.summary, ...outcome.addedTexts].join("\n");
      const applied = traces.filter((trace) => trace.outcome === "MATCHED").map((trace) => trace.name);
      const raised = await this.trigger.triggerFromSource(
        {
          alarmPointId: routed,
          orgId: key.orgId,
          integrationKeyId: key.id,
          sourceName: key.name,
          dedupKey,
          dedupKeyGiven: event.dedupKey !== undefined,
          text,
          priority: outcome.priority ?? (event.severity ? SEVERITY_PRIORITY[event.severity] : null),
          source: { kind: key.kind, keyName: key.name, dedupKey, severity: event.severity ?? null, ...event.description },
          phrase: event.phrase,
          rules: { suppressedBy: outcome.suppressedBy, delayMinutes: outcome.delayMinutes, applied },
        },
        routed === key.alarmPointId ? key.point : undefined,
      );
      const answer = raised.repeated ? "REPEATED" : raised.status === "INACTIVE" ? "SUPPRESSED" : "TRIGGERED";
      return { alarmId: raised.id, dedupKey, outcome: answer };
    }
    const target = { alarmPointId: key.alarmPointId, dedupKey, sourceName: key.name, phrase: event.phrase };
    const done = event.action === "acknowledge" ? await this.actions.acknowledge(target) : await this.actions.resolve(target);
    if (!done) return { alarmId: null, dedupKey, outcome: "NO_OPEN_ALARM" };
    return { alarmId: done.id, dedupKey, outcome: event.action === "acknowledge" ? "ACKNOWLEDGED" : "RESOLVED" };
  }
}

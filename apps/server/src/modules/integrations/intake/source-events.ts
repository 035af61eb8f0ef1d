import { randomUUID } from "node:crypto";
import { type AlarmSource, type EventSeverity, type IntegrationOutcome, type Phrase, SEVERITY_PRIORITY } from "@alarm/contract";
import type { Db } from "../../../db/database.js";
import { SourceActions } from "../../alarms/source-actions.js";
import { AlarmTrigger } from "../../alarms/trigger/trigger.js";
import type { AdmittedKey } from "./key-admission.js";

/** What a source tells about an alarm it raises, beside its summary. */
export type SourceDescription = Omit<AlarmSource, "kind" | "keyName" | "dedupKey" | "severity">;

/** One event of another system, whatever shape it came in; `phrase` replaces the timeline's "Raised by" or "Resolved by". */
export type SourceEvent =
  | { action: "trigger"; dedupKey?: string | undefined; summary: string; severity?: EventSeverity | undefined; description: SourceDescription; phrase?: Phrase | undefined }
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

  constructor(db: Db, timeZone: string) {
    this.trigger = new AlarmTrigger(db, timeZone);
    this.actions = new SourceActions(db);
  }

  async apply(key: AdmittedKey, event: SourceEvent): Promise<SourceEventOutcome> {
    const dedupKey = event.dedupKey ?? randomUUID().replaceAll("-", "");
    if (event.action === "trigger") {
      const raised = await this.trigger.triggerFromSource({
        alarmPointId: key.alarmPointId,
        orgId: key.orgId,
        integrationKeyId: key.id,
        sourceName: key.name,
        dedupKey,
        dedupKeyGiven: event.dedupKey !== undefined,
        text: event.summary,
        priority: event.severity ? SEVERITY_PRIORITY[event.severity] : null,
        source: { kind: key.kind, keyName: key.name, dedupKey, severity: event.severity ?? null, ...event.description },
        phrase: event.phrase,
      }, key.point);
      return { alarmId: raised.id, dedupKey, outcome: raised.repeated ? "REPEATED" : "TRIGGERED" };
    }
    const target = { alarmPointId: key.alarmPointId, dedupKey, sourceName: key.name, phrase: event.phrase };
    const done = event.action === "acknowledge" ? await this.actions.acknowledge(target) : await this.actions.resolve(target);
    if (!done) return { alarmId: null, dedupKey, outcome: "NO_OPEN_ALARM" };
    return { alarmId: done.id, dedupKey, outcome: event.action === "acknowledge" ? "ACKNOWLEDGED" : "RESOLVED" };
  }
}

import { sampleEvent, type SampleEvent } from "@alarm/contract";

/** What the test panel starts with: an event as a generic webhook would deliver it. */
export const EXAMPLE_EVENT = JSON.stringify({ kind: "WEBHOOK", summary: "Disk full on db-1", severity: "info", labels: { host: "db-1" } }, null, 2);

/** The fields a sample event may have. */
export const SAMPLE_EVENT_FIELDS = Object.keys(sampleEvent.shape);

/** A problem with the event: a translation key with its values. */
export type EventProblem = { key: string; values?: Record<string, string> };
export type ParsedEvent = { ok: true; event: SampleEvent } | { ok: false; problem: EventProblem };

const problem = (name: string, values?: Record<string, string>): ParsedEvent => ({
  ok: false,
  problem: { key: `alarmRules.test.${name}`, ...(values ? { values } : {}) },
});

/** The sample event typed into the test panel, or what is wrong with it (JSON first, then its fields). */
export function parseSampleEvent(text: string): ParsedEvent {
  if (!text.trim()) return problem("eventRequired");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return problem("invalidJson", { reason: error instanceof Error ? error.message : String(error) });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return problem("notAnObject");
  const unknown = Object.keys(value).find((field) => !SAMPLE_EVENT_FIELDS.includes(field));
  if (unknown !== undefined) return problem("unknownField", { field: unknown, fields: SAMPLE_EVENT_FIELDS.join(", ") });
  const parsed = sampleEvent.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return problem("eventProblem", { field: issue.path.join(".") || "event", message: issue.message });
  }
  return { ok: true, event: value as SampleEvent };
}

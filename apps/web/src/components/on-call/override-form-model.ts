import { dutyOverrideCreate, type DutyOverrideCreate } from "@alarm/contract";
import type { FieldProblem } from "../../lib/api-error";
import type { FieldMessage } from "../calendar-editor/timing-form-model";

export const OVERRIDE_NOTE_MAX = 500;

/** What the "cover a duty" dialog holds. */
export interface OverrideFormValues {
  participantId: number | null;
  /** The covered participant's name, shown before the drop-down's options arrive. */
  participantName: string;
  coveringParticipantId: number | null;
  from: Date | null;
  to: Date | null;
  note: string;
}

export const OVERRIDE_FIELDS = ["participantId", "coveringParticipantId", "from", "to", "note"] as const;
export type OverrideField = (typeof OVERRIDE_FIELDS)[number];
export type OverrideErrors = Partial<Record<OverrideField, FieldMessage>>;

/** What the dialog opens with: a person of the timeline and the interval they are on duty in, or nothing. */
export interface OverridePrefill {
  participantId?: number;
  participantName?: string;
  from?: string;
  to?: string;
}

const HOUR = 3_600_000;
const dateOf = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : null);

/** Without an interval given it offers one: from now (to the minute) until the end of the duty running now, else for an hour. */
export function newOverrideForm(prefill: OverridePrefill = {}, now = new Date()): OverrideFormValues {
  const from = dateOf(prefill.from) ?? new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    participantId: prefill.participantId ?? null,
    participantName: prefill.participantName ?? "",
    coveringParticipantId: null,
    from,
    to: dateOf(prefill.to) ?? new Date(from.getTime() + HOUR),
    note: "",
  };
}

/** The interval of the duty running at `now` among a participant's duties: the override's default span. */
export function runningDutySpan(duties: readonly { from: string; to: string }[], now = new Date()): Pick<OverridePrefill, "from" | "to"> {
  const running = duties.find((duty) => Date.parse(duty.from) <= now.getTime() && now.getTime() < Date.parse(duty.to));
  return running ? { from: now.toISOString(), to: running.to } : {};
}

export function toOverrideRequest(values: OverrideFormValues): DutyOverrideCreate {
  const note = values.note.trim();
  return {
    participantId: values.participantId ?? 0,
    coveringParticipantId: values.coveringParticipantId ?? 0,
    from: values.from?.toISOString() ?? "",
    to: values.to?.toISOString() ?? "",
    note: note === "" ? null : note,
  };
}

/** The message of a problem code of the contract (SAME_PARTICIPANT, END_BEFORE_START, TOO_LONG) on a field. */
function messageOf(field: OverrideField, code: string | undefined, limit?: number): FieldMessage | null {
  if (field === "coveringParticipantId" && code === "SAME_PARTICIPANT") return { key: "onCall.override.errors.sameParticipant" };
  if (field === "to" && code === "END_BEFORE_START") return { key: "onCall.override.errors.endBeforeStart" };
  if (field === "to" && code === "TOO_LONG") return { key: "onCall.override.errors.tooLong" };
  if (field === "note" && code === "TOO_LONG") return { key: "formField.atMost", values: { max: limit ?? OVERRIDE_NOTE_MAX } };
  return null;
}

const isField = (name: string | number | symbol | undefined): name is OverrideField => OVERRIDE_FIELDS.includes(name as OverrideField);

/** The fields' problems: required ones first, then the contract's own rules (as the server applies them). */
export function checkOverride(values: OverrideFormValues): OverrideErrors {
  const errors: OverrideErrors = {};
  if (values.participantId === null) errors.participantId = { key: "onCall.override.errors.participantRequired" };
  if (values.coveringParticipantId === null) errors.coveringParticipantId = { key: "onCall.override.errors.coveringRequired" };
  if (!values.from) errors.from = { key: "onCall.override.errors.fromRequired" };
  if (!values.to) errors.to = { key: "onCall.override.errors.toRequired" };
  if (values.note.trim().length > OVERRIDE_NOTE_MAX) errors.note = { key: "formField.atMost", values: { max: OVERRIDE_NOTE_MAX } };
  if (Object.keys(errors).length > 0) return errors;

  const parsed = dutyOverrideCreate.safeParse(toOverrideRequest(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field)) continue;
    const code = issue.code === "custom" ? (issue.params as { code?: string } | undefined)?.code : undefined;
    errors[field] ??= messageOf(field, code) ?? { text: issue.message };
  }
  return errors;
}

/** The server's field problems under the dialog's fields; null when one belongs to none of them (then a toast says it). */
export function serverOverrideErrors(details: readonly FieldProblem[]): OverrideErrors | null {
  if (details.length === 0) return null;
  const errors: OverrideErrors = {};
  for (const problem of details) {
    const field = problem.field.split(".")[0];
    if (!isField(field)) return null;
    errors[field] ??= messageOf(field, problem.code, problem.limit) ?? { text: problem.message };
  }
  return errors;
}

import type { AlarmPlan, AlarmPlanCreate, AlarmPlanUpdate, MediaProcessingType, MediaUsageType, PlanEntry } from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import { entryOfGroup, entryOfParticipant, type SelectedParticipantEntry } from "../../../components/participant-selector/selected-entries";
import type { FieldProblem } from "../../../lib/api-error";
import { newRank, WAIT_TIME_MAX, WAIT_TIME_MIN, type RankDraft } from "./ranks-model";

/** What the plan editor holds while it is open. */
export interface PlanFormValues {
  name: string;
  description: string;
  orgId: number | null;
  mediaProcessingType: MediaProcessingType;
  mediaUsageType: MediaUsageType;
  /** Participants not checked in for their shift (participant app) are passed over. */
  skipCheckedOut: boolean;
  ranks: RankDraft[];
}

export type PlanField = "name" | "description" | "orgId" | "mediaProcessingType" | "mediaUsageType" | "skipCheckedOut" | "ranks";
export type PlanFormErrors = Partial<Record<PlanField, FieldMessage>>;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;

export function newPlanForm(orgId: number | null): PlanFormValues {
  return { name: "", description: "", orgId, mediaProcessingType: "BY_RANK", mediaUsageType: "ALL", skipCheckedOut: false, ranks: [newRank()] };
}

const entryOfPlanEntry = (entry: PlanEntry): SelectedParticipantEntry => {
  const base =
    entry.participantId !== null
      ? entryOfParticipant({ id: entry.participantId, fullName: entry.title, shortName: entry.shortName }, entry.orderId)
      : entryOfGroup({ id: entry.participantGroupId ?? 0, name: entry.title }, entry.orderId);
  return { ...base, planGroupId: entry.planGroupId };
};

export function planFormOf(plan: AlarmPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description ?? "",
    orgId: plan.orgId,
    mediaProcessingType: plan.mediaProcessingType,
    mediaUsageType: plan.mediaUsageType,
    skipCheckedOut: plan.skipCheckedOut,
    ranks: plan.ranks.map((rank) => newRank(rank.entries.map(entryOfPlanEntry), rank.waitTime)),
  };
}

export const waitTimeValid = (waitTime: number | null) =>
  waitTime !== null && Number.isInteger(waitTime) && waitTime >= WAIT_TIME_MIN && waitTime <= WAIT_TIME_MAX;

/** The form's own problem with one rank, shown on its card. */
export function rankProblemOf(rank: RankDraft): FieldMessage | undefined {
  if (rank.entries.length === 0) return { key: "alarmPlans.errors.rankEmpty" };
  if (!waitTimeValid(rank.waitTime)) return { key: "alarmPlans.errors.waitTime", values: { min: WAIT_TIME_MIN, max: WAIT_TIME_MAX } };
  return undefined;
}

export function checkPlanForm(values: PlanFormValues, mode: "create" | "edit"): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (!values.name.trim()) errors.name = { key: "alarmPlans.errors.nameRequired" };
  else if (values.name.trim().length > NAME_MAX) errors.name = { key: "alarmPlans.errors.tooLong", values: { max: NAME_MAX } };
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = { key: "alarmPlans.errors.tooLong", values: { max: DESCRIPTION_MAX } };
  if (mode === "create" && values.orgId === null) errors.orgId = { key: "alarmPlans.errors.organizationRequired" };
  if (values.ranks.length === 0) errors.ranks = { key: "alarmPlans.errors.noRank" };
  else if (values.ranks.some((rank) => rankProblemOf(rank))) errors.ranks = { key: "alarmPlans.errors.ranksInvalid" };
  return errors;
}

const ranksOf = (values: PlanFormValues) =>
  values.ranks.map((rank) => ({
    waitTime: rank.waitTime ?? 0,
    entries: rank.entries.map((entry) =>
      entry.participantId !== null ? { participantId: entry.participantId } : { participantGroupId: entry.participantGroupId },
    ),
  }));

function commonRequest(values: PlanFormValues) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description || null,
    mediaProcessingType: values.mediaProcessingType,
    mediaUsageType: values.mediaUsageType,
    skipCheckedOut: values.skipCheckedOut,
    ranks: ranksOf(values),
  };
}

export const toCreateRequest = (values: PlanFormValues): AlarmPlanCreate => ({ ...commonRequest(values), orgId: values.orgId ?? 0 });

export const toUpdateRequest = (values: PlanFormValues, plan: Pick<AlarmPlan, "id" | "version">): AlarmPlanUpdate => ({
  ...commonRequest(values),
  id: plan.id,
  version: plan.version,
});

const ENTRY_MESSAGES: Record<string, string> = {
  UNKNOWN_PARTICIPANT: "alarmPlans.errors.unknownParticipant",
  UNKNOWN_GROUP: "alarmPlans.errors.unknownGroup",
  DUPLICATE_ENTRY: "alarmPlans.errors.duplicateEntry",
  OUTSIDE_ORGANIZATION: "errors.OUTSIDE_ORGANIZATION",
};

const messageOf = (problem: FieldProblem): FieldMessage => {
  const key = problem.code ? ENTRY_MESSAGES[problem.code] : undefined;
  if (key) return { key };
  if (/required/i.test(problem.message) && problem.field === "name") return { key: "alarmPlans.errors.nameRequired" };
  return { text: problem.message };
};

const TOP_FIELDS: readonly PlanField[] = ["name", "description", "orgId", "mediaProcessingType", "mediaUsageType", "skipCheckedOut", "ranks"];

/**
 * The server's field problems placed under the fields of the editor; the ones inside the ranks
 * (`ranks.N…`) also mark the ranks section. `null` when one belongs to no field there, so the
 * failure is shown as a toast.
 */
export function serverPlanErrors(details: readonly FieldProblem[]): PlanFormErrors | null {
  if (details.length === 0) return null;
  const errors: PlanFormErrors = {};
  for (const problem of details) {
    const field = TOP_FIELDS.find((known) => known === problem.field.split(".")[0]);
    if (!field) return null;
    errors[field] ??= field === "ranks" && problem.field !== "ranks" ? { key: "alarmPlans.errors.marked" } : messageOf(problem);
  }
  return errors;
}

/** Server problems inside the ranks, kept with the rank (by its key) or the entry (by its id) they name. */
export interface RankProblems {
  ranks: Record<string, FieldMessage>;
  entries: Record<string, FieldMessage>;
}

export const NO_RANK_PROBLEMS: RankProblems = { ranks: {}, entries: {} };

export function rankProblemsOf(details: readonly FieldProblem[], ranks: readonly RankDraft[]): RankProblems {
  const placed: RankProblems = { ranks: {}, entries: {} };
  for (const problem of details) {
    const [, rankIndex, part, entryIndex] = /^ranks\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?/.exec(problem.field) ?? [];
    const rank = rankIndex === undefined ? undefined : ranks[Number(rankIndex)];
    if (!rank) continue;
    const entry = part === "entries" && entryIndex !== undefined ? rank.entries[Number(entryIndex)] : undefined;
    if (entry) placed.entries[entry.id] ??= messageOf(problem);
    else placed.ranks[rank.key] ??= messageOf(problem);
  }
  return placed;
}

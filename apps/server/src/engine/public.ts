/**
 * What modules may use of the engine: the alarm lifecycle's commands (the only writers of alarm,
 * recipient and message status), the response tokens its messages are signed with, and the types
 * the engine's jobs call modules back with. Modules import the engine from this file only
 * (core/import-rules.test.ts); the rest of engine/ is its own business.
 */
export { type AlarmRow, type Detail, detailColumns, type HistoryStep, lockAlarm, recordHistory, wakeEngine } from "./alarm-records.js";
export { type AlarmValues, type Dedup, insertAlarm, type InsertedAlarm, type NewAlarm, repeatedHistory } from "./lifecycle/alarm-creation.js";
export { changeStatus, closeFailedAlarm } from "./lifecycle/alarm-status.js";
export { insertStartedAlarm, TriggerStarts } from "./escalation/plain-start.js";
export type { FirstRankRead } from "./escalation/recipients.js";
export { leaveIncident } from "./lifecycle/incident-follow.js";
export type { AnswerChannel } from "../channels/channel.js";
export { describeAnswerSubject, type ResponseOutcome, type ResponseSubject } from "./lifecycle/answers.js";
export { cancelUnsentMessages } from "./lifecycle/message-status.js";
export { type AnswerResult, type DeliveryResult, type MessageRef, type Receive, receiverOf } from "./lifecycle/receive.js";
export { acknowledgeAccepted } from "./lifecycle/recipient-status.js";
export type { ResponseTokens } from "./response-token.js";
export type { FollowUpAlarm } from "./follow-ups/follow-up-job.js";
export type { MissedHeartbeatAlarm, OverdueHeartbeat } from "./heartbeats/heartbeat-job.js";
export type { MissBatch, MissedCheckIn, MissedCheckInAlarm } from "./lone-worker/lone-worker-job.js";
export { ALARM_ROLLUP, NOTIFICATION_ROLLUP, type Rollup } from "./statistics/stats-rollup-job.js";

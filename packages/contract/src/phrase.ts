import { z } from "zod";

/**
 * What the server writes for people to read (timeline details, delivery failures), as a key with
 * parameters, so the console says it in the reader's language. The English wording is the server's
 * `detail` text for API clients and the console's English; `{{name}}` marks a parameter.
 */
export const PHRASE_ENGLISH = {
  SCHEDULED_START: "Scheduled start",
  MANUAL_CALL: "Manual call",
  POINT_INACTIVE_NOW: "The alarm point is not active now (its calendar)",
  TRIGGERED_REPLACING: "Triggered as {{point}}, replacing {{replaced}}",
  ROUND_STARTED: "Round {{round}} of {{rounds}}",
  RANK_NOTIFIED: "Rank {{rank}}: {{who}}",
  RANK_NOBODY_REACHABLE: "Rank {{rank}}: nobody reachable",
  NOBODY_REACHABLE: "Nobody in the alarm plan could be reached now (no device, or absent)",
  NOTHING_DELIVERED: "No message could be delivered to any device",
  NOT_ENOUGH_ACCEPTED: "{{accepted}} of {{required}} accepted after {{rounds}} round(s)",
  ACCEPTED_COUNT: "{{accepted}} of {{required}} accepted",
  NO_ACKNOWLEDGEMENT: "No acknowledgement within the monitoring interval",
  ANSWERED_VIA: "via {{via}}",
  ABSENT: "Absent (private schedule): not alerted",
  OTHER_DEVICE: "Other device (private schedule): {{deviceType}} {{address}}",
  REPLACED_BY: "Replaced by {{name}} (private schedule)",
  REPLACEMENT_GONE: "Replaced by a participant who no longer exists",
  PLAN_BY_SCHEDULE: "Standby schedule {{schedule}}, week group {{group}}, event {{event}}: alarm plan {{plan}}",
  PLAN_OUTSIDE_SCHEDULE: "Standby schedule {{schedule}} has no event now: the alarm point's own plan {{plan}}",
  PLAN_HANDOVER: "Hand-over at rank {{rank}}: standby schedule {{schedule}}, week group {{group}}, event {{event}} puts alarm plan {{plan}} in force",
  PLAN_HANDOVER_OWN: "Hand-over at rank {{rank}}: standby schedule {{schedule}} has no event now, the alarm point's own plan {{plan}} is in force",
  TEAM_DEVICE: "{{deviceType}} by team media schedule {{schedule}} ({{event}})",
  NO_TEAM_DEVICE: "No {{deviceType}} device, which team media schedule {{schedule}} ({{event}}) asks for: not alerted",
  COVERED_BY: "Covered by {{name}} (duty override)",
  RAISED_BY_SOURCE: "Raised by {{source}}",
  RAISED_BY_ALARM: "Follow-up of alarm {{name}} (#{{alarmId}}): {{trigger}}",
  FOLLOW_UP_RAISED: "{{trigger}}: follow-up alarm {{name}} (#{{alarmId}}) raised",
  FOLLOW_UP_LOOP_CUT: "{{trigger}}: follow-up alarm {{name}} not raised, it is already in this chain of alarms",
  FOLLOW_UP_CHAIN_TOO_LONG: "{{trigger}}: follow-up alarm {{name}} not raised, the chain of follow-up alarms is {{length}} long",
  FOLLOW_UP_NOT_RAISED: "{{trigger}}: follow-up alarm {{name}} not raised: {{reason}}",
  ON_NEW: "When the alarm starts",
  ON_ACCEPT: "When the alarm is accepted",
  ON_NOT_ACCEPTED: "When the alarm is not accepted",
  ON_ACKNOWLEDGE: "When the alarm is acknowledged",
  ON_NOT_ACKNOWLEDGED: "When the alarm is not acknowledged",
  ON_FINISHED: "When the alarm is finished",
  ON_FAILURE: "When the alarm fails",
  SUPPRESSED_BY_RULE: "Raised by {{source}} and suppressed by alarm rule {{rule}}: nobody alerted",
  SUPPRESSED_WHILE_SHELVED: "Recorded without alerting anybody: {{user}} shelved the alarm point ({{reason}})",
  SUPPRESSED_IN_MAINTENANCE: "Raised by {{source}} during maintenance window {{window}}: nobody alerted",
  RULES_APPLIED: "Raised by {{source}}; alarm rules applied: {{rules}}",
  TRIGGERED_IN_MAINTENANCE: "Triggered during maintenance window {{window}}, confirmed by {{user}}",
  REPEATED_TIMES: "Repeated by {{source}}: {{count}} times in all",
  CHATTERING_REPEAT: "Chattering: raised again by {{source}}, {{count}} times in all",
  FLOOD_STARTED: "Alarm flood: the organization's later alarms join this incident; the people alerted get one summary a minute",
  INCIDENT_ESCALATED: "Alarm {{alarmId}} ({{name}}) joined the incident with the higher priority {{priority}} and alerts",
  FLOOD_SUMMARY_QUEUED: "Flood summary to {{people}} people: {{alarms}} new alarms",
  FLOOD_LIFTED: "{{user}} lifted the flood: later alarms alert one by one again",
  INCIDENT_FOLLOWED: "Followed its incident's alarm {{alarmId}}",
  INCIDENT_LEFT: "Taken out of incident {{incidentId}} by {{user}}: alerts on its own",
  ACKNOWLEDGED_BY_SOURCE: "Acknowledged by {{source}}: no more notifications",
  RESOLVED_BY_SOURCE: "Resolved by {{source}}",
  HEARTBEAT_MISSED: "No heartbeat from {{source}} for {{minutes}} minutes",
  HEARTBEAT_RESUMED: "Heartbeat from {{source}} again",
  RAISED_FROM_APP: "Raised from the participant app by {{name}}",
  CHECKED_OUT: "Not checked in for the shift: passed over",
  ALARM_ENDED: "the alarm has ended",
  PARTICIPANT_ANSWERED: "the participant has answered",
  ENOUGH_ACCEPTED: "enough participants have accepted",
  ATTEMPT: "attempt {{attempt}}",
  RETRY_LATER: "{{problem}}; retry {{attempt}} in {{seconds}} s",
  CONTACT_RATE_LIMITED: "rate limited: {{sent}} messages to this number within {{seconds}} s",
  NO_CHANNEL: "No channel sends to {{deviceType}} devices",
  EMAIL_NOT_CONFIGURED: "email is not configured (SMTP_URL)",
  SMTP_TIMEOUT: "the SMTP server did not answer before the send deadline",
  SMTP_REFUSED: "the SMTP server refused the message: {{reply}}",
  SMTP_CANNOT_SEND: "the message cannot be sent: {{reply}}",
  SMTP_DEFERRED: "the SMTP server deferred the message: {{reply}}",
  SMTP_CONNECTION_FAILED: "SMTP connection failed: {{reply}}",
  GATEWAY_NOT_CONFIGURED: "the SMS and voice gateway is not configured (GATEWAY)",
  GATEWAY_SETTINGS_MISSING: "the SMS and voice gateway is not configured: {{names}} missing",
  GATEWAY_ADDRESS_REFUSED: "the gateway's address is refused: {{reason}}",
  GATEWAY_TIMEOUT: "the gateway did not answer in time",
  GATEWAY_UNREACHABLE: "the gateway cannot be reached: {{reason}}",
  GATEWAY_ANSWERED: "the gateway answered {{status}}{{detail}}",
  GATEWAY_DEVICE_UNSUPPORTED: "the gateway does not send {{deviceType}} messages",
  GATEWAY_REPORTED_FAILURE: "the gateway reported a failure",
  SMPP_SETTINGS_MISSING: "SMS over SMPP is not configured: {{names}} missing",
  SMPP_NOT_BOUND: "no connection to the SMS centre before the send deadline",
  SMPP_BIND_LOST: "the connection to the SMS centre was lost during the send: {{reason}}",
  SMPP_TIMEOUT: "the SMS centre did not answer before the send deadline",
  SMPP_REFUSED: "the SMS centre refused the message: {{status}}",
  SMPP_THROTTLED: "the SMS centre was busy until the send deadline: {{status}}",
  SMPP_REPORTED: "the SMS centre reported {{state}} (error {{error}})",
  SIP_SETTINGS_MISSING: "voice calls over SIP are not configured: {{names}} missing",
  SIP_NUMBER_INVALID: "{{address}} is not a number a call can dial",
  SIP_REFUSED: "the call was refused: SIP {{status}} {{reason}}",
  SIP_NO_ANSWER: "nobody answered the call within {{seconds}} seconds",
  SIP_NO_RESPONSE: "the telephone system did not answer",
  SIP_UNREACHABLE: "the telephone system cannot be reached: {{reason}}",
  SIP_NO_AUDIO: "the call was answered, but no audio format could be agreed: {{reason}}",
  SIP_ALL_LINES_BUSY: "all {{count}} lines were busy until the send deadline",
  SIP_SPEECH_FAILED: "the call's speech could not be synthesized: {{reason}}",
  NOT_PUSHED: "Not pushed: {{reason}}",
  NO_BROWSER_SUBSCRIBED: "no browser subscribed",
  NO_BROWSER_SUBSCRIBED_ANY_MORE: "no browser subscribed any more: {{reasons}}",
  NOT_SHOWN_IN_CONSOLE: "Not shown in the console: {{reason}}",
  PARTICIPANT_GONE: "the participant no longer exists",
  NO_CONSOLE_LOGIN: "the participant has no console login",
  NO_ACTIVE_CONSOLE_USER: "no active console user has the login {{login}}",
  CONSOLE_USER_OUTSIDE: "the console user {{login}} is outside the participant's organization",
  CONSOLE_USER_CANNOT_SEE: "the console user {{login}} may not see the alarm's organization",
} as const;

export type PhraseKey = keyof typeof PHRASE_ENGLISH;
export const PHRASE_KEYS = Object.keys(PHRASE_ENGLISH) as [PhraseKey, ...PhraseKey[]];

/** A parameter is a value, or a phrase of its own (a failure inside a retry note). */
export type PhraseParam = string | number | Phrase;
export type Phrase = { key: PhraseKey; params?: Record<string, PhraseParam> };

export const phrase: z.ZodType<Phrase> = z
  .object({
    key: z.enum(PHRASE_KEYS),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.lazy(() => phrase)])).optional(),
  })
  .meta({ id: "Phrase", description: "A text by key and parameters; the key's English wording is in the `detail` beside it" });

/** The phrase in English, parameters filled in (phrases within phrases too). */
export function englishOf(value: Phrase): string {
  return PHRASE_ENGLISH[value.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const param = value.params?.[name];
    if (param === undefined) return "";
    return typeof param === "object" ? englishOf(param) : String(param);
  });
}

/** The objects of the "victim" organization that the authorization matrix aims at. */
export type Victim = {
  orgId: number;
  childOrgId: number;
  userId: number;
  userLogin: string;
  roleId: number;
  participantId: number;
  participantLogin: string;
  groupId: number;
  holidayId: number;
  planId: number;
  pointId: number;
  deletedPointId: number;
  /** A consequential trigger of the victim's alarm point. */
  consequentialId: number;
  templateId: number;
  textTemplateId: number;
  standbyScheduleId: number;
  teamScheduleId: number;
  /** A duty override of the victim's participant. */
  overrideId: number;
  integrationKeyId: number;
  /** An alarm of the victim's alarm point. */
  alarmId: number;
  /** An outgoing webhook of the victim organization. */
  webhookId: number;
  alarmRuleId: number;
  groupingRuleId: number;
  /** A flood incident of the victim organization, led by its alarm. */
  incidentId: number;
  /** A maintenance window of the victim's alarm point. */
  maintenanceWindowId: number;
  /** An instruction file's path, "{orgId}/victim.pdf". */
  instructionPath: string;
  /** The victim organization's SOS app. */
  predefinedAppId: number;
  /** A running lone-worker session of the victim's participant. */
  loneWorkerSessionId: number;
  /** A participant-app sign-in of the victim's linked user. */
  appSessionId: string;
  outsiderOrgId: number;
};
export type Request = { url: string; payload?: unknown };
/** A request aimed at the victim's objects; "self" routes act only on the caller and are not aimed. */
export type Case = "public" | "self" | ((v: Victim) => Request);

export const MISSING = 987_654;
/** The same fields naming objects that do not exist: the answers must not differ from the victim's. */
export const missing: Victim = {
  orgId: MISSING,
  childOrgId: MISSING,
  userId: MISSING,
  userLogin: "no-such-login",
  roleId: MISSING,
  participantId: MISSING,
  participantLogin: "no-such-participant",
  groupId: MISSING,
  holidayId: MISSING,
  planId: MISSING,
  pointId: MISSING,
  deletedPointId: MISSING,
  consequentialId: MISSING,
  templateId: MISSING,
  textTemplateId: MISSING,
  standbyScheduleId: MISSING,
  teamScheduleId: MISSING,
  overrideId: MISSING,
  integrationKeyId: MISSING,
  alarmId: MISSING,
  webhookId: MISSING,
  alarmRuleId: MISSING,
  groupingRuleId: MISSING,
  incidentId: MISSING,
  maintenanceWindowId: MISSING,
  instructionPath: `${MISSING}/victim.pdf`,
  predefinedAppId: MISSING,
  loneWorkerSessionId: MISSING,
  appSessionId: "00000000-0000-4000-8000-000000000000",
  outsiderOrgId: 0,
};

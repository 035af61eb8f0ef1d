import { type AlarmPointOnCall, ON_CALL_DEFAULT_DAYS, onDutyTimeline, type OnCallRangeQuery, type ParticipantOnCall, type TimeRange } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { notFound } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { effectiveTimeZone } from "../../core/organization-time-zone.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { participants } from "../../db/schema/index.js";
import { onCallAlarmPoints, onCallWorld } from "../../on-call/on-call-rows.js";
import { intervalOf } from "./on-call-answers.js";
import { dutiesOf } from "./participant-duties.js";

const DAY = 86_400_000;

/** The range a query asks for: from `from` (now when absent) for `days` days. */
export function rangeOf(query: OnCallRangeQuery): TimeRange {
  const from = query.from ? new Date(query.from) : clock.now();
  return { from, to: new Date(from.getTime() + Number(query.days ?? ON_CALL_DEFAULT_DAYS) * DAY) };
}

/** "Who is on duty": an alarm point's timeline and a participant's duties, by the on-call resolver. */
export class OnCallService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async alarmPoint(principal: Principal, id: number, query: OnCallRangeQuery): Promise<AlarmPointOnCall> {
    const range = rangeOf(query);
    const [point] = await onCallAlarmPoints(this.db, [id], this.timeZone);
    if (!point || !(await isWithinOrganization(this.db, principal.orgId, point.orgId))) throw notFound("Alarm point");
    const world = await onCallWorld(this.db, { points: [point], range, holidayOrgId: point.orgId, defaultZone: this.timeZone });
    const nameOf = (participantId: number | undefined) => (participantId === undefined ? null : (world.participants.get(participantId)?.name ?? null));
    return {
      alarmPointId: point.id,
      alarmPointName: point.name,
      timeZone: point.standbySchedule?.timeZone ?? (await effectiveTimeZone(this.db, point.orgId, this.timeZone)),
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      intervals: onDutyTimeline(point, range, world).map((interval) => intervalOf(interval, nameOf)),
    };
  }

  async participant(principal: Principal, id: number, query: OnCallRangeQuery): Promise<ParticipantOnCall> {
    const range = rangeOf(query);
    const [person] = await this.db
      .select({ orgId: participants.orgId, name: sql<string>`${participants.name} || ' ' || ${participants.surname}` })
      .from(participants)
      .where(eq(participants.id, id));
    if (!person || !(await isWithinOrganization(this.db, principal.orgId, person.orgId))) throw notFound("Participant");
    return {
      participantId: id,
      name: person.name,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      duties: await dutiesOf(this.db, id, range, this.timeZone, principal.orgId),
    };
  }
}

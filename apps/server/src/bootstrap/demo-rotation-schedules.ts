import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import {
  alarmPoints,
  alarmRotationals,
  alarmRotationEvents,
  alarmRotationWeekGroups,
  participantRotationals,
  participantRotationEvents,
  participantRotationWeekGroups,
  participants,
  type StoredDateRule,
} from "../db/schema/index.js";

const rule = (start: string, end: string, overrides: Partial<StoredDateRule> = {}): StoredDateRule => ({
  type: "WeeklyDateRule",
  markedDays: [1, 2, 3, 4, 5, 6, 7],
  start,
  end,
  repeatEvery: 1,
  validFrom: null,
  endDate: null,
  countAfterTimesEnd: null,
  holiday: "REGARDLESS",
  ...overrides,
});

/**
 * A standby schedule whose two week groups take turns (the commander's plan in odd weeks, the
 * deputy's in even weeks, no deputy duty on holidays) for `pointId`, and a team media schedule
 * (nights by SMS, days by e-mail) assigned to `participantIds`.
 */
export async function seedRotationSchedules(db: Executor, demo: { orgId: number; pointId: number; planIds: [number, number]; participantIds: number[] }) {
  const validFrom = "2026-01-05";
  const [standby] = await db
    .insert(alarmRotationals)
    .values({ orgId: demo.orgId, name: "Station 1 standby", description: "Commander in odd weeks, deputy in even weeks", validFrom })
    .returning({ id: alarmRotationals.id });
  const calendarId = standby!.id;
  const groups = await db
    .insert(alarmRotationWeekGroups)
    .values([
      { calendarId, orderId: 1 },
      { calendarId, orderId: 2 },
    ])
    .returning({ id: alarmRotationWeekGroups.id });
  await db.insert(alarmRotationEvents).values([
    {
      calendarId,
      weekGroupId: groups[0]!.id,
      orderId: 1,
      name: "Commander's week",
      alarmPointId: demo.pointId,
      alarmPlanId: demo.planIds[0],
      dateRule: rule("00:00:00", "23:59:59"),
    },
    {
      calendarId,
      weekGroupId: groups[1]!.id,
      orderId: 1,
      name: "Deputy's week",
      alarmPointId: demo.pointId,
      alarmPlanId: demo.planIds[1],
      dateRule: rule("00:00:00", "23:59:59", { holiday: "NEVER_ON_HOLIDAYS" }),
    },
  ]);
  await db.update(alarmPoints).set({ rotationalCalendarId: calendarId }).where(eq(alarmPoints.id, demo.pointId));

  const [team] = await db
    .insert(participantRotationals)
    .values({ orgId: demo.orgId, name: "Crew devices", description: "Nights by SMS, days by e-mail", validFrom })
    .returning({ id: participantRotationals.id });
  const [group] = await db
    .insert(participantRotationWeekGroups)
    .values({ calendarId: team!.id, orderId: 1 })
    .returning({ id: participantRotationWeekGroups.id });
  await db.insert(participantRotationEvents).values([
    { calendarId: team!.id, weekGroupId: group!.id, orderId: 1, name: "Nights", callingDeviceType: "SMS", dateRule: rule("18:00:00", "05:59:59") },
    { calendarId: team!.id, weekGroupId: group!.id, orderId: 2, name: "Days", callingDeviceType: "EMAIL", dateRule: rule("06:00:00", "17:59:59") },
  ]);
  await db.update(participants).set({ participantRotationalId: team!.id }).where(inArray(participants.id, demo.participantIds));
}

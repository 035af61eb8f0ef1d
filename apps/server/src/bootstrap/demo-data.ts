import type { Executor } from "../db/database.js";
import { holidays, organizations, participantCalendarEvents, participantDevices, participantGroupMembers, participantGroups, participants, roles } from "../db/schema/index.js";
import { createUser } from "../modules/users/create-user.js";
import { seedAlarmDefinition } from "./demo-alarm-definition.js";
import { TOTAL_SYSTEM_ORG_ID } from "./first-start.js";

export const DEMO_PASSWORD = "demo-password-1";

/** A small, realistic organization tree with an operator and a dispatcher to sign in as; their console opens in English until they choose a language. */
export async function seedDemoData(db: Executor) {
  const addOrganization = async (name: string, parentId: number, description: string) => {
    const [row] = await db.insert(organizations).values({ name, parentId, description }).returning();
    return row!.id;
  };
  const region = await addOrganization("Alarm Centre North", TOTAL_SYSTEM_ORG_ID, "Regional alarm receiving centre");
  const fireBrigade = await addOrganization("Fire Brigade Riverside", region, "Volunteer fire brigade, two stations");
  await addOrganization("Water Utility", region, "Pumping stations and reservoirs");
  const hospital = await addOrganization("St. Anna Hospital", TOTAL_SYSTEM_ORG_ID, "Technical on-call service");

  const [operators] = await db
    .insert(roles)
    .values({ orgId: region, name: "Operators", authorities: ["ALARM_PANEL", "MANUAL_CALL", "ALARM_TABLE", "REPORTS"] })
    .returning();
  const [planners] = await db
    .insert(roles)
    .values({ orgId: fireBrigade, name: "Alarm planners", authorities: ["ALARM_DEFINITION", "INSTRUCTION_FILES", "DELETED_ALARM_RESTORAGE", "PARTICIPANT_ADMIN"] })
    .returning();
  const [viewers] = await db
    .insert(roles)
    .values({ orgId: hospital, name: "Alarm viewers", authorities: ["ALARM_TABLE"] })
    .returning();

  await createUser(db, {
    login: "operator",
    password: DEMO_PASSWORD,
    name: "Olga",
    surname: "Novak",
    email: "olga.novak@example.org",
    orgId: region,
    roleIds: [operators!.id],
  });
  await createUser(db, {
    login: "dispatcher",
    password: DEMO_PASSWORD,
    name: "Daniel",
    surname: "Brandt",
    email: "daniel.brandt@example.org",
    orgId: fireBrigade,
    roleIds: [operators!.id, planners!.id],
  });
  const people = await seedPeople(db, { region, fireBrigade, hospital });
  await seedAlarmDefinition(db, { region, fireBrigade, hospital, ...people });

  await createUser(db, {
    login: "nurse",
    password: DEMO_PASSWORD,
    name: "Giulia",
    surname: "Rossi",
    orgId: hospital,
    roleIds: [viewers!.id],
  });
}

type DemoOrganizations = { region: number; fireBrigade: number; hospital: number };

/** Participants with devices, an on-call group, a private absence and the national holidays. */
async function seedPeople(db: Executor, orgs: DemoOrganizations): Promise<{ participantIds: number[]; groupId: number }> {
  const people = [
    { orgId: orgs.fireBrigade, name: "Jan", surname: "Dvořák", shortName: "JD", language: "CZECH", sms: "+420601234567", email: "jan.dvorak@example.org" },
    { orgId: orgs.fireBrigade, name: "Eva", surname: "Horáková", shortName: "EH", language: "CZECH", sms: "+420602345678", email: "eva.horakova@example.org" },
    { orgId: orgs.fireBrigade, name: "Lukas", surname: "Weber", shortName: "LW", language: "GERMAN", sms: "+4915112345678", email: "lukas.weber@example.org" },
    // Olga is also the console user `operator`: her alarms show in her console (device APP).
    { orgId: orgs.region, name: "Olga", surname: "Novak", shortName: "ON", language: "CZECH", sms: "+420603456789", email: "olga.novak@example.org", login: "operator" },
    { orgId: orgs.hospital, name: "Sarah", surname: "Miller", shortName: "SM", language: "ENGLISH", sms: "+447700900123", email: "sarah.miller@example.org" },
  ];
  const ids: number[] = [];
  for (const person of people) {
    const [row] = await db
      .insert(participants)
      .values({ orgId: person.orgId, name: person.name, surname: person.surname, shortName: person.shortName, language: person.language, login: person.login ?? null })
      .returning({ id: participants.id });
    ids.push(row!.id);
    const devices = [
      ...(person.login ? [{ callingDeviceType: "APP", address: "console" }] : []),
      { callingDeviceType: "SMS", address: person.sms },
      { callingDeviceType: "VOICE", address: person.sms },
      { callingDeviceType: "EMAIL", address: person.email },
    ];
    await db.insert(participantDevices).values(devices.map((device, index) => ({ participantId: row!.id, orderId: index + 1, ...device })));
  }
  const [group] = await db.insert(participantGroups).values({ orgId: orgs.fireBrigade, name: "Fire brigade on call", description: "First response crew" }).returning();
  await db.insert(participantGroupMembers).values(ids.slice(0, 3).map((participantId, index) => ({ groupId: group!.id, participantId, orderId: index + 1 })));
  await db.insert(participantCalendarEvents).values({
    participantId: ids[0]!,
    definition: {
      title: "Day job",
      active: true,
      kind: "ABSENT",
      deviceType: null,
      callingNumber: null,
      replacementParticipantId: null,
      acknowledgeTime: 1,
      timeZone: "Europe/Prague",
      startDateSelected: "2026-01-05",
      endDateSelected: "2026-01-05",
      startTime: "08:00",
      endTime: "12:00:59",
      recurring: true,
      repeatType: "WEEKLY",
      repeatEvery: 1,
      markedDays: [1, 2, 3, 4, 5],
      monthSubType: "DAY_OF_THE_MONTH",
      endType: "NEVER",
      countAfterTimesEnd: null,
      endDate: null,
      sourceEventId: null,
    },
  });
  const national = [
    ["New Year", "2026-01-01"],
    ["Labour Day", "2026-05-01"],
    ["Christmas Eve", "2026-12-24"],
    ["Christmas Day", "2026-12-25"],
  ] as const;
  await db.insert(holidays).values(national.map(([title, date]) => ({ orgId: TOTAL_SYSTEM_ORG_ID, title, startDate: date, endDate: date, recurring: true })));
  return { participantIds: ids, groupId: group!.id };
}

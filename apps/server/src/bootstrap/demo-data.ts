import { eq } from "drizzle-orm";
import type { Executor } from "../db/database.js";
import {
  holidays,
  organizations,
  participantCalendarEvents,
  participantDevices,
  participantGroupMembers,
  participantGroups,
  participants,
  roles,
  users,
} from "../db/schema/index.js";
import { createUser } from "../modules/users/create-user.js";
import { clock } from "../core/clock.js";
import { seedAlarmDefinition } from "./demo-alarm-definition.js";
import { seedDemoHistory } from "./demo-history.js";
import { TOTAL_SYSTEM_ORG_ID } from "./first-start.js";

export const DEMO_PASSWORD = "demo-password-1";

export type DemoDataOptions = {
  /** The end of the month of alarm history; the server's clock by default. */
  now?: Date;
  /** The zone the history's days and nights are read in; the server's by default (TIME_ZONE, else the system's). */
  timeZone?: string;
};

/** The server's zone as the configuration reads it (config.ts), for a seed that is handed no configuration. */
const serverTimeZone = () => process.env.TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A small, realistic organization tree with an operator, a dispatcher and a nurse to sign in as
 * (each also a participant reached in the console first, device APP), alarm points whose plans reach
 * them, and a month of ended alarms; their console opens in English until they choose a language.
 */
export async function seedDemoData(db: Executor, options: DemoDataOptions = {}) {
  const addOrganization = async (name: string, parentId: number, description: string) => {
    const [row] = await db.insert(organizations).values({ name, parentId, description }).returning();
    return row!.id;
  };
  const region = await addOrganization("Alarm Centre North", TOTAL_SYSTEM_ORG_ID, "Regional alarm receiving centre");
  const fireBrigade = await addOrganization("Fire Brigade Riverside", region, "Volunteer fire brigade, two stations");
  await addOrganization("Water Utility", region, "Pumping stations and reservoirs");
  const hospital = await addOrganization("St. Anna Hospital", TOTAL_SYSTEM_ORG_ID, "Technical on-call service and ward 3");

  const [operators] = await db
    .insert(roles)
    .values({ orgId: region, name: "Operators", authorities: ["ALARM_PANEL", "MANUAL_CALL", "ALARM_TABLE", "REPORTS"], roleNumber: 5 })
    .returning();
  const [planners] = await db
    .insert(roles)
    .values({
      orgId: fireBrigade,
      name: "Alarm planners",
      authorities: ["ALARM_DEFINITION", "INSTRUCTION_FILES", "DELETED_ALARM_RESTORAGE", "PARTICIPANT_ADMIN"],
    })
    .returning();
  const [viewers] = await db
    .insert(roles)
    .values({ orgId: hospital, name: "Alarm viewers", authorities: ["ALARM_TABLE"], roleNumber: 6 })
    .returning();

  const operator = await createUser(db, {
    login: "operator",
    password: DEMO_PASSWORD,
    name: "Olga",
    surname: "Novak",
    email: "olga.novak@example.org",
    orgId: region,
    roleIds: [operators!.id],
  });
  const dispatcher = await createUser(db, {
    login: "dispatcher",
    password: DEMO_PASSWORD,
    name: "Daniel",
    surname: "Brandt",
    email: "daniel.brandt@example.org",
    orgId: fireBrigade,
    roleIds: [operators!.id, planners!.id],
  });
  // The nurse sees her hospital's alarms (ALARM_TABLE) and answers those that reach her in the console.
  const nurse = await createUser(db, {
    login: "nurse",
    password: DEMO_PASSWORD,
    name: "Giulia",
    surname: "Rossi",
    orgId: hospital,
    roleIds: [viewers!.id],
  });
  const people = await seedPeople(db, { region, fireBrigade, hospital });
  const definition = await seedAlarmDefinition(db, { region, fireBrigade, hospital, ...people });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.login, "admin"));
  await seedDemoHistory(db, {
    now: options.now ?? clock.now(),
    timeZone: options.timeZone ?? serverTimeZone(),
    points: definition.points,
    users: { admin: admin?.id ?? null, operator: operator.id, dispatcher: dispatcher.id, nurse: nurse.id },
  });
}

type DemoOrganizations = { region: number; fireBrigade: number; hospital: number };
type Person = { orgId: number; name: string; surname: string; shortName: string; language: string; login?: string; devices: [string, string][] };

/** The participants of the demo by role; the console users among them are reached in the console (APP) first. */
export type DemoParticipants = {
  jan: number;
  eva: number;
  lukas: number;
  olga: number;
  tomas: number;
  sarah: number;
  daniel: number;
  giulia: number;
  martin: number;
};

/** Participants with devices, an on-call group, a private absence and the national holidays. */
async function seedPeople(db: Executor, orgs: DemoOrganizations): Promise<{ participants: DemoParticipants; groupId: number }> {
  const ids = await seedParticipants(db, demoPeople(orgs));
  const [group] = await db
    .insert(participantGroups)
    .values({ orgId: orgs.fireBrigade, name: "Fire brigade on call", description: "First response crew" })
    .returning();
  await db
    .insert(participantGroupMembers)
    .values([ids.jan, ids.eva, ids.lukas].map((participantId, index) => ({ groupId: group!.id, participantId, orderId: index + 1 })));
  await db.insert(participantCalendarEvents).values({
    participantId: ids.jan,
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
  return { participants: ids, groupId: group!.id };
}

function demoPeople(orgs: DemoOrganizations): Record<keyof DemoParticipants, Person> {
  return {
    jan: {
      orgId: orgs.fireBrigade,
      name: "Jan",
      surname: "Dvořák",
      shortName: "JD",
      language: "CZECH",
      devices: phoneAndMail("+420601234567", "jan.dvorak@example.org"),
    },
    eva: {
      orgId: orgs.fireBrigade,
      name: "Eva",
      surname: "Horáková",
      shortName: "EH",
      language: "CZECH",
      devices: phoneAndMail("+420602345678", "eva.horakova@example.org"),
    },
    lukas: {
      orgId: orgs.fireBrigade,
      name: "Lukas",
      surname: "Weber",
      shortName: "LW",
      language: "GERMAN",
      devices: phoneAndMail("+4915112345678", "lukas.weber@example.org"),
    },
    // Olga, Daniel and Giulia are also the console users operator, dispatcher and nurse: their alarms show in their console first (device APP).
    olga: {
      orgId: orgs.region,
      name: "Olga",
      surname: "Novak",
      shortName: "ON",
      language: "CZECH",
      login: "operator",
      devices: [["APP", "console"], ...phoneAndMail("+420603456789", "olga.novak@example.org")],
    },
    tomas: {
      orgId: orgs.region,
      name: "Tomáš",
      surname: "Marek",
      shortName: "TM",
      language: "CZECH",
      devices: phoneAndMail("+420604567890", "tomas.marek@example.org"),
    },
    sarah: {
      orgId: orgs.hospital,
      name: "Sarah",
      surname: "Miller",
      shortName: "SM",
      language: "ENGLISH",
      devices: phoneAndMail("+447911123456", "sarah.miller@example.org"),
    },
    daniel: {
      orgId: orgs.fireBrigade,
      name: "Daniel",
      surname: "Brandt",
      shortName: "DB",
      language: "GERMAN",
      login: "dispatcher",
      devices: [
        ["APP", "console"],
        ["PUSH", "https://push.example.org/daniel-brandt"],
        ["SMS", "+4915223456789"],
        ["EMAIL", "daniel.brandt@example.org"],
      ],
    },
    giulia: {
      orgId: orgs.hospital,
      name: "Giulia",
      surname: "Rossi",
      shortName: "GR",
      language: "ENGLISH",
      login: "nurse",
      devices: [
        ["APP", "console"],
        ["SMS", "+447911123457"],
      ],
    },
    martin: {
      orgId: orgs.hospital,
      name: "Martin",
      surname: "Keller",
      shortName: "MK",
      language: "GERMAN",
      devices: phoneAndMail("+4917612345678", "martin.keller@example.org"),
    },
  };
}

async function seedParticipants(db: Executor, people: Record<keyof DemoParticipants, Person>): Promise<DemoParticipants> {
  const ids = {} as DemoParticipants;
  for (const [key, person] of Object.entries(people) as [keyof DemoParticipants, Person][]) {
    const [row] = await db
      .insert(participants)
      .values({
        orgId: person.orgId,
        name: person.name,
        surname: person.surname,
        shortName: person.shortName,
        language: person.language,
        login: person.login ?? null,
      })
      .returning({ id: participants.id });
    ids[key] = row!.id;
    await db
      .insert(participantDevices)
      .values(person.devices.map(([callingDeviceType, address], index) => ({ participantId: row!.id, orderId: index + 1, callingDeviceType, address })));
  }
  return ids;
}

function phoneAndMail(phone: string, email: string): [string, string][] {
  return [
    ["SMS", phone],
    ["VOICE", phone],
    ["EMAIL", email],
  ];
}

import type { Executor } from "../db/database.js";
import { APP_TYPE_ICONS } from "@alarm/contract";
import {
  alarmPlanEntries,
  alarmPlanRanks,
  alarmPlans,
  alarmPoints,
  alarmTemplates,
  loneWorkerSettings,
  predefinedApps,
  textTemplates,
} from "../db/schema/index.js";
import type { DemoParticipants } from "./demo-data.js";
import { seedRotationSchedules } from "./demo-rotation-schedules.js";

export type DemoPeople = { fireBrigade: number; region: number; hospital: number; participants: DemoParticipants; groupId: number };
/** The demo's alarm points by role, for the history of alarms. */
export type DemoPoints = { fireStation: number; pump: number; power: number; wardCall: number };

type Rank = { waitTime: number; participantIds?: number[]; groupIds?: number[] };

async function addPlan(db: Executor, orgId: number, name: string, description: string, ranks: Rank[]) {
  const [plan] = await db.insert(alarmPlans).values({ orgId, name, description }).returning({ id: alarmPlans.id });
  for (const [index, rank] of ranks.entries()) {
    const [row] = await db
      .insert(alarmPlanRanks)
      .values({ planId: plan!.id, orderId: index + 1, waitTime: rank.waitTime })
      .returning({ id: alarmPlanRanks.id });
    const entries = [
      ...(rank.participantIds ?? []).map((participantId) => ({ participantId })),
      ...(rank.groupIds ?? []).map((participantGroupId) => ({ participantGroupId })),
    ];
    await db.insert(alarmPlanEntries).values(entries.map((entry, order) => ({ ...entry, planId: plan!.id, rankId: row!.id, orderId: order + 1 })));
  }
  return plan!.id;
}

/**
 * Alarm plans, alarm points, an alarm template, a message text and schedules for the demo
 * organizations. The dispatcher is in the first rank of the fire brigade's plans, the operator in the
 * alarm centre's and the nurse in the ward's: each sees those alarms in the console.
 */
export async function seedAlarmDefinition(db: Executor, people: DemoPeople): Promise<{ points: DemoPoints }> {
  const { jan, eva, lukas, sarah, martin } = people.participants;
  const plans = await seedAlarmPlans(db, people);
  const [fireStation, pump, power, wardCall] = await db.insert(alarmPoints).values(alarmPointRows(people, plans)).returning({ id: alarmPoints.id });
  await seedRotationSchedules(db, {
    orgId: people.fireBrigade,
    pointId: fireStation!.id,
    planIds: [plans.fireNight, plans.fireDeputy],
    participantIds: [jan, eva, lukas],
  });
  await seedParticipantApp(db, people.hospital, { doctor: martin, technician: sarah });
  await seedTemplates(db, people, plans.fireNight);
  return { points: { fireStation: fireStation!.id, pump: pump!.id, power: power!.id, wardCall: wardCall!.id } };
}

type DemoPlans = { fireNight: number; fireDeputy: number; regionDuty: number; hospitalTech: number; wardNurses: number };

/** The plans of the fire brigade (commander or deputy first), the alarm centre's duty, the hospital's technician and ward. */
async function seedAlarmPlans(db: Executor, people: DemoPeople): Promise<DemoPlans> {
  const { jan, eva, olga, tomas, sarah, daniel, giulia, martin } = people.participants;
  const fireNight = await addPlan(db, people.fireBrigade, "Fire brigade escalation", "Commander and dispatcher first, then the whole crew", [
    { waitTime: 3, participantIds: [jan, daniel] },
    { waitTime: 5, groupIds: [people.groupId] },
  ]);
  const fireDeputy = await addPlan(db, people.fireBrigade, "Fire brigade deputy escalation", "Deputy and dispatcher first, then the whole crew", [
    { waitTime: 3, participantIds: [eva, daniel] },
    { waitTime: 5, groupIds: [people.groupId] },
  ]);
  const regionDuty = await addPlan(db, people.region, "Alarm centre duty", "Duty operator, then the deputy", [
    { waitTime: 5, participantIds: [olga] },
    { waitTime: 10, participantIds: [tomas] },
  ]);
  const hospitalTech = await addPlan(db, people.hospital, "Technical on-call", "Technician on call", [{ waitTime: 10, participantIds: [sarah] }]);
  const wardNurses = await addPlan(db, people.hospital, "Ward 3 emergency", "Nurse on the ward (in the console), then the doctor on duty", [
    { waitTime: 3, participantIds: [giulia] },
    { waitTime: 5, participantIds: [martin] },
  ]);
  return { fireNight, fireDeputy, regionDuty, hospitalTech, wardNurses };
}

function alarmPointRows(people: DemoPeople, plans: DemoPlans): (typeof alarmPoints.$inferInsert)[] {
  const { fireNight, regionDuty, hospitalTech, wardNurses } = plans;
  return [
    {
      orgId: people.fireBrigade,
      name: "Fire alarm station 1",
      description: "Fire detection panel of station 1",
      systemId: "FIRE-ST1",
      text: "Fire alarm at station 1. Report to the station at once.",
      speechText: "Fire alarm at station one. Please report to the station at once.",
      icon: { name: "bolt", color: "#d32f2f" },
      priority: 1,
      alarmPlanId: fireNight,
      confirmPriority: 2,
      localAcknowledgeTime: 2,
      countRepeat: 1,
      repeatBetween: 5,
    },
    {
      orgId: people.region,
      name: "Reservoir pump failure",
      systemId: "WATER-PUMP-3",
      text: "Pump 3 at the north reservoir has stopped.",
      speechText: "Pump three at the north reservoir has stopped.",
      icon: { name: "exclamation-triangle", color: "#f57c00" },
      priority: 3,
      alarmPlanId: regionDuty,
    },
    {
      orgId: people.hospital,
      name: "Emergency power on",
      systemId: "HOSP-POWER",
      text: "The emergency generator has started.",
      speechText: "The emergency generator has started.",
      language: "ENGLISH",
      icon: { name: "bolt", color: "#1976d2" },
      priority: 2,
      alarmPlanId: hospitalTech,
      acknowledgeMode: "ONE",
    },
    {
      orgId: people.hospital,
      name: "Nurse emergency call",
      description: "Emergency button of the patient rooms on ward 3",
      systemId: "HOSP-WARD3-CALL",
      text: "Emergency call from ward 3. Go to the patient at once.",
      speechText: "Emergency call from ward three. Please go to the patient at once.",
      language: "ENGLISH",
      icon: { name: "heart", color: "#c2185b" },
      priority: 1,
      alarmPlanId: wardNurses,
      countRepeat: 1,
      repeatBetween: 2,
    },
  ];
}

/** The fire brigade's alarm template and the alarm centre's message text. */
async function seedTemplates(db: Executor, people: DemoPeople, fireNight: number) {
  await db.insert(alarmTemplates).values({
    orgId: people.fireBrigade,
    name: "Fire detection panel",
    icon: JSON.stringify({ name: "bolt", color: "#d32f2f" }),
    alarmPlanId: fireNight,
    definition: {
      text: "Fire alarm. Report to the station.",
      speechText: "Fire alarm. Please report to the station.",
      priority: 1,
      confirmPriority: 2,
      localAcknowledgeTime: 2,
    },
  });
  await db.insert(textTemplates).values({
    orgId: people.region,
    name: "Standard alarm message",
    description: "Used for SMS and e-mail notifications",
    texts: {
      ENGLISH: { subject: "Alarm: {alarmName}", body: "{alarmName} at {time} ({organization}). {text}" },
      GERMAN: { subject: "Alarm: {alarmName}", body: "{alarmName} um {time} ({organization}). {text}" },
      CZECH: { subject: "Poplach: {alarmName}", body: "{alarmName} v {time} ({organization}). {text}" },
    },
  });
}

/**
 * The hospital's alarm apps and lone-worker protection: the nurse's SOS and Medical buttons call the
 * doctor and the technician; a nurse working alone who misses a check-in alerts them too.
 */
async function seedParticipantApp(db: Executor, hospital: number, people: { doctor: number; technician: number }) {
  const assistance = await addPlan(db, hospital, "Ward 3 assistance", "Doctor on duty and the technician at once", [
    { waitTime: 5, participantIds: [people.doctor, people.technician] },
  ]);
  await db.insert(predefinedApps).values(
    (["SOS", "MEDICAL", "SECURITY"] as const).map((appType) => ({
      orgId: hospital,
      appType,
      systemId: `HOSP-APP-${appType}`,
      alarmPlanId: assistance,
      icon: JSON.stringify(APP_TYPE_ICONS[appType]),
    })),
  );
  const [loneWorker] = await db
    .insert(alarmPoints)
    .values({
      orgId: hospital,
      name: "Lone worker in danger",
      description: "A nurse or technician working alone missed a check-in or pressed SOS",
      systemId: "HOSP-LONE-WORKER",
      text: "A lone worker needs help. Go to the last known location.",
      icon: { name: "user", color: "#d32f2f" },
      priority: 1,
      alarmPlanId: assistance,
    })
    .returning({ id: alarmPoints.id });
  await db.insert(loneWorkerSettings).values({ orgId: hospital, alarmPointId: loneWorker!.id, graceMinutes: 1 });
}

import type { Executor } from "../db/database.js";
import { organizations, roles } from "../db/schema/index.js";
import { createUser, TOTAL_SYSTEM_ORG_ID } from "./first-start.js";

export const DEMO_PASSWORD = "demo-password-1";

/** A small, realistic organization tree with an operator and a dispatcher to sign in as. */
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
    language: "CZECH",
    orgId: region,
    roleIds: [operators!.id],
  });
  await createUser(db, {
    login: "dispatcher",
    password: DEMO_PASSWORD,
    name: "Daniel",
    surname: "Brandt",
    email: "daniel.brandt@example.org",
    language: "GERMAN",
    orgId: fireBrigade,
    roleIds: [operators!.id],
  });
  await createUser(db, {
    login: "nurse",
    password: DEMO_PASSWORD,
    name: "Giulia",
    surname: "Rossi",
    language: "ITALIAN",
    orgId: hospital,
    roleIds: [viewers!.id],
  });
}

import type { ConfigurationDocument } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../src/db/database.js";

/** A configuration document without the fields that differ between two exports of the same data. */
export const comparable = ({ exportedAt: _at, organization: _root, ...rest }: ConfigurationDocument) => rest;

/** Rows of `table` in the organization and those below it. */
export async function rowsInSubtree(db: Executor, table: string, orgId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where org_id in (select id from org_subtree(${orgId}))`,
  );
  return row!.n;
}

/** Every kind of a document empty: spread a document over it and name the kinds a test keeps. */
export const NO_ROWS = {
  organizations: [],
  roles: [],
  users: [],
  participants: [],
  participantGroups: [],
  holidays: [],
  teamSchedules: [],
  textTemplates: [],
  alarmPlans: [],
  alarmPoints: [],
  alarmTemplates: [],
  standbySchedules: [],
};

/** The kinds of a bulk import: 1,000 participants with a phone and an email each, one plan, 200 alarm points. */
export function bulkRows() {
  return {
    ...NO_ROWS,
    participants: Array.from({ length: 1000 }, (_, index) => ({
      organization: [],
      name: `Person${index}`,
      surname: "Bulk",
      devices: [
        { callingDeviceType: "SMS", address: `+420601${String(index).padStart(6, "0")}` },
        { callingDeviceType: "EMAIL", address: `person${index}@example.org` },
      ],
    })),
    alarmPlans: [
      { organization: [], name: "Bulk plan", ranks: [{ waitTime: 5, entries: [{ participant: { organization: [], name: "Person0", surname: "Bulk" } }] }] },
    ],
    alarmPoints: Array.from({ length: 200 }, (_, index) => ({
      organization: [],
      name: `Point ${index}`,
      systemId: `BULK-${index}`,
      alarmPlan: "Bulk plan",
      priority: 5,
      acknowledgeMode: "NONE",
      confirmPriority: 1,
      localAcknowledgeTime: 1,
      countRepeat: 0,
      repeatBetween: 0,
      repeatMonInterval: 0,
    })),
  };
}

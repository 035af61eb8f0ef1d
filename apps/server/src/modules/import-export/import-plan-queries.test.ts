import { AUTHORITIES, CONFIGURATION_FORMAT, CONFIGURATION_VERSION, configurationDocument, type ConfigurationDocumentInput } from "@alarm/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../core/principal.js";
import type { Executor } from "../../db/database.js";
import { participants, users } from "../../db/schema/index.js";
import { createTestOrganization, createTestRole, createTestUser } from "../../../test/factories.js";
import { useTestApp } from "../../../test/test-app.js";
import { planImport } from "./import-plan.js";
import { readSnapshot } from "./snapshot.js";

const ctx = useTestApp();

/** Rows of each kind in the larger document; the smaller one has two of each. */
const MANY = 50;

let root: { id: number };
let elsewhere: { id: number };
let principal: Principal;

beforeAll(async () => {
  root = await createTestOrganization(ctx.database.db, { name: "Batched" });
  const role = await createTestRole(ctx.database.db, { orgId: root.id, name: "Batch operators", authorities: ["ALARM_TABLE"] });
  for (let index = 0; index < MANY; index++)
    await createTestUser(ctx.database.db, { login: `stored-user-${index}`, password: null, orgId: root.id, roleIds: [role.id] });
  elsewhere = await createTestOrganization(ctx.database.db, { name: "Elsewhere" });
  await createTestUser(ctx.database.db, { login: "far-user", password: null, orgId: elsewhere.id });
  await ctx.database.db.insert(participants).values({ orgId: elsewhere.id, name: "Outsider", surname: "Person", login: "linked-login" });
  const [admin] = await ctx.database.db.select().from(users).where(eq(users.login, "admin"));
  principal = { ...admin!, sessionId: "test", sessionKind: "CONSOLE", orgName: "Total system", authorities: [...AUTHORITIES] };
});

/**
 * `count` rows of every kind, each naming others: new and changed users, participants linked to
 * either by login (the checks of a login read the database), groups, holidays, plans, points.
 */
function documentOf(count: number) {
  const each = <T>(make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));
  const timing = {
    priority: 5,
    acknowledgeMode: "NONE",
    confirmPriority: 1,
    localAcknowledgeTime: 1,
    countRepeat: 0,
    repeatBetween: 0,
    repeatMonInterval: 0,
  } as const;
  const plain = (index: number) => ({ organization: [], name: `Plain ${index}`, surname: "Person" });
  const document: ConfigurationDocumentInput = {
    format: CONFIGURATION_FORMAT,
    version: CONFIGURATION_VERSION,
    exportedAt: "2030-01-01T00:00:00Z",
    organization: "Total system > Batched",
    organizations: each((index) => ({ path: [`Unit ${index}`] })),
    roles: each((index) => ({ organization: [], name: `Role ${index}`, authorities: ["ALARM_TABLE"] })),
    users: [
      ...each((index) => ({ organization: [], login: `stored-user-${index}`, name: "Renamed", roles: [{ organization: [], name: "Batch operators" }] })),
      ...each((index) => ({ organization: [], login: `new-user-${index}`, name: "New", roles: [{ organization: [], name: "Batch operators" }] })),
    ],
    participants: [
      ...each((index) => ({ organization: [], name: `Stored link ${index}`, surname: "Person", login: `stored-user-${index}` })),
      ...each((index) => ({ organization: [], name: `New link ${index}`, surname: "Person", login: `new-user-${index}` })),
      ...each(plain),
    ],
    participantGroups: each((index) => ({ organization: [], name: `Group ${index}`, members: [plain(index)] })),
    holidays: each((index) => {
      const day = new Date(Date.UTC(2030, 0, 1 + index)).toISOString().slice(0, 10);
      return { organization: [], title: `Day ${index}`, start: day, end: day };
    }),
    textTemplates: each((index) => ({ organization: [], name: `Text ${index}`, texts: { ENGLISH: { subject: "Alarm", body: "{text}" } } })),
    alarmPlans: each((index) => ({
      organization: [],
      name: `Plan ${index}`,
      ranks: [{ waitTime: 5, entries: [{ participant: plain(index) }, { group: `Group ${index}` }] }],
    })),
    alarmPoints: each((index) => ({
      organization: [],
      name: `Point ${index}`,
      systemId: `P-${index}`,
      alarmPlan: `Plan ${index}`,
      textTemplate: `Text ${index}`,
      ...timing,
    })),
    alarmTemplates: each((index) => ({ organization: [], name: `Template ${index}`, alarmPlan: `Plan ${index}`, ...timing })),
  };
  return configurationDocument.parse(document);
}

type Session = { prepareQuery(...args: unknown[]): { execute(...args: unknown[]): Promise<unknown> } };

/** Every statement `work` sends through the transaction it is given, counted as it is executed (not the transaction's own). */
async function statementsOf<T>(work: (tx: Executor) => Promise<T>) {
  let statements = 0;
  let working = true;
  const result = await ctx.database.db.transaction(async (tx) => {
    const session = tx._.session as unknown as Session;
    const prepare = session.prepareQuery.bind(session);
    session.prepareQuery = (...args) => {
      const prepared = prepare(...args);
      const execute = prepared.execute.bind(prepared);
      prepared.execute = (...executeArgs) => {
        if (working) statements++;
        return execute(...executeArgs);
      };
      return prepared;
    };
    try {
      return await work(tx);
    } finally {
      working = false;
    }
  });
  return { statements, result };
}

async function planOf(count: number, document = documentOf(count)) {
  const snapshot = await readSnapshot(ctx.database.db, root.id);
  return statementsOf((tx) => planImport(tx, principal, snapshot, document, { lock: false, timeZone: "Europe/Prague" }));
}

describe("planning an import", () => {
  it("reads the database as often for a large document as for a small one: each kind's reads are batched, not one per row", async () => {
    const small = await planOf(2);
    const large = await planOf(MANY);
    expect(large.result.plan.rows).toHaveLength(13 * MANY);
    expect(large.result.plan.problems).toBe(0);
    expect(large.result.plan.totals.USER).toEqual({ create: MANY, update: MANY, unchanged: 0, problems: 0 });
    expect(small.statements).toBeGreaterThan(0);
    expect(large.statements).toBe(small.statements);
  });

  it("finds each row's login problems in those batched reads, whatever the case of the login", async () => {
    const document = documentOf(1);
    document.users.push({ ...document.users[1]!, login: "Linked-Login" });
    document.participants.push(
      { ...document.participants[2]!, name: "Copy", login: "LINKED-LOGIN" },
      { ...document.participants[2]!, name: "Far", login: "far-user" },
    );
    const { plan } = (await planOf(1, document)).result;
    const problemsOf = (key: string) => plan.rows.find((row) => row.key === key)?.problems.map((problem) => `${problem.field} ${problem.code}`);
    expect(problemsOf("login Linked-Login")).toEqual(["login LOGIN_LINKED_ELSEWHERE"]);
    expect(problemsOf("login LINKED-LOGIN")).toEqual(["login PARTICIPANT_LOGIN_TAKEN"]);
    expect(problemsOf("login far-user")).toEqual(["login NO_USER_WITH_LOGIN"]);
    expect(plan.problems).toBe(3);
  });
});

import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * engine/lifecycle/ is the only writer of alarm status and next_step_at, recipient status and
 * message status (docs/alarm-lifecycle.md). This reads every server source and finds the
 * statements that write them, as raw SQL or through Drizzle.
 */
const SERVER_SOURCES = fileURLToPath(new URL("../../", import.meta.url));

/** Files outside engine/lifecycle/ that may write: the demo data seeds alarms that ended a month ago, never a running one. */
const ALLOWED_ELSEWHERE = ["bootstrap/demo-history.ts"];

const SQL_TABLES = "alarms|alarm_recipients|alarm_notifications";
const DRIZZLE_TABLES = "alarms|alarmRecipients|alarmNotifications";

/** The writes of lifecycle state in `code`, each named by what it writes. */
function stateWritesIn(code: string): string[] {
  const writes: string[] = [];
  for (const match of code.matchAll(
    new RegExp(`update\\s+(${SQL_TABLES})\\b(?:\\s+\\w+)?\\s+set\\s+([\\s\\S]*?)(?:\\bwhere\\b|\\bfrom\\b|\\breturning\\b|\`)`, "gi"),
  )) {
    const [, table, assignments] = match;
    if (/\bstatus\s*=/i.test(assignments!)) writes.push(`${table}.status`);
    if (table === "alarms" && /\bnext_step_at\s*=/i.test(assignments!)) writes.push("alarms.next_step_at");
  }
  for (const match of code.matchAll(new RegExp(`insert\\s+into\\s+(${SQL_TABLES})\\b`, "gi"))) writes.push(`new ${match[1]}`);
  for (const match of code.matchAll(new RegExp(`\\.update\\((${DRIZZLE_TABLES})\\)\\s*\\.set\\(\\{([\\s\\S]*?)\\}\\)`, "g"))) {
    const [, table, fields] = match;
    if (/\bstatus\s*:/.test(fields!)) writes.push(`${table}.status`);
    if (/\bnextStepAt\s*:/.test(fields!)) writes.push(`${table}.nextStepAt`);
  }
  for (const match of code.matchAll(new RegExp(`(?:\\.insert\\(|insertAll\\(\\s*\\w+\\s*,\\s*)(${DRIZZLE_TABLES})\\b`, "g"))) writes.push(`new ${match[1]}`);
  return writes;
}

async function serverFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return serverFiles(path);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
    }),
  );
  return files.flat();
}

async function writersOfState(): Promise<Map<string, string[]>> {
  const writers = new Map<string, string[]>();
  for (const file of await serverFiles(SERVER_SOURCES)) {
    const writes = stateWritesIn(await readFile(file, "utf8"));
    if (writes.length > 0) writers.set(relative(SERVER_SOURCES, file).split("\\").join("/"), writes);
  }
  return writers;
}

describe("the alarm lifecycle", () => {
  it("finds writes of status however they are written", () => {
    expect(stateWritesIn("sql`update alarms set version = 2, status = ${status} where id = 1`")).toEqual(["alarms.status"]);
    expect(stateWritesIn("sql`update alarms set next_step_at = now() where id = 1`")).toEqual(["alarms.next_step_at"]);
    expect(stateWritesIn("sql`UPDATE alarm_notifications n SET status = 'SENT' FROM sent s`")).toEqual(["alarm_notifications.status"]);
    expect(stateWritesIn("sql`update alarms set repeat_count = repeat_count + 1 where id = 1`")).toEqual([]);
    expect(stateWritesIn('tx.update(alarmRecipients).set({ status: "ACCEPTED" }).where(x)')).toEqual(["alarmRecipients.status"]);
    expect(stateWritesIn("tx.update(alarms).set({ round, nextStepAt: null })")).toEqual(["alarms.nextStepAt"]);
    expect(stateWritesIn("tx.update(alarms).set({ quitReason: reason })")).toEqual([]);
    expect(stateWritesIn("tx.insert(alarmNotifications).values(rows)")).toEqual(["new alarmNotifications"]);
    expect(stateWritesIn("insert into alarm_recipients (alarm_id) values (1)")).toEqual(["new alarm_recipients"]);
  });

  it("is the only writer of alarm, recipient and message status", async () => {
    const writers = await writersOfState();
    const elsewhere = [...writers.keys()].filter((file) => !file.startsWith("engine/lifecycle/"));
    expect(elsewhere, JSON.stringify(Object.fromEntries(writers), null, 2)).toEqual(ALLOWED_ELSEWHERE);
    // The scan sees the lifecycle's own writes: a pattern that stopped matching would pass the check above for nothing.
    expect([...writers.keys()].filter((file) => file.startsWith("engine/lifecycle/")).sort()).toEqual([
      "engine/lifecycle/alarm-creation.ts",
      "engine/lifecycle/alarm-start.ts",
      "engine/lifecycle/alarm-status.ts",
      "engine/lifecycle/incident-follow.ts",
      "engine/lifecycle/message-status.ts",
      "engine/lifecycle/recipient-status.ts",
    ]);
  });
});

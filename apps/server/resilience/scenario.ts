import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { connectPostgres, type Database, queryRows } from "../src/db/database.js";
import { createAlarmPoint, createParticipant, trigger } from "../test/alarm-fixtures.js";
import { type ApiCall, httpCall, signIn } from "../test/http-call.js";
import { deliveriesOf, runToEnd } from "../test/delivery-outcomes.js";
export { until } from "../test/until.js";
import { createScratchDatabase } from "../test/scratch-database.js";
import { type ServerProcess, spawnServer } from "../test/server-process.js";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink.js";

const ADMIN_PASSWORD = "resilience-admin-1";

/**
 * A PostgreSQL database, an SMTP sink and server processes sharing them: what the failure tests
 * kill, restart and cut off. Waits are made to pass by moving the alarms' next steps to now.
 */
export class Scenario {
  readonly instances: ServerProcess[] = [];
  private constructor(
    readonly database: Database,
    readonly databaseName: string,
    readonly sink: SmtpSink,
    private readonly databaseUrl: string,
    private readonly dataDir: string,
    private readonly drop: () => Promise<void>,
  ) {}

  static async create(): Promise<Scenario> {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("The failure tests need PostgreSQL: set TEST_DATABASE_URL");
    const scratch = await createScratchDatabase(serverUrl, "alarm_resilience");
    const sink = await startSmtpSink();
    const database = connectPostgres(scratch.url, 3);
    return new Scenario(database, new URL(scratch.url).pathname.slice(1), sink, scratch.url, mkdtempSync(join(tmpdir(), "alarm-resilience-")), scratch.drop);
  }

  async startInstance(env: Record<string, string> = {}): Promise<{ server: ServerProcess; call: ApiCall; token: string }> {
    const server = await spawnServer({
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: this.dataDir,
      ADMIN_PASSWORD,
      SMTP_URL: this.sink.url,
      SEND_TIMEOUT: "3s",
      SEND_RETRY_DELAY: "1s",
      ...env,
    });
    this.instances.push(server);
    const call = httpCall(server.url);
    return { server, call, token: await signIn(call, "admin", ADMIN_PASSWORD) };
  }

  /** `count` alarm points, each alerting `perRank` participants by email in each of two ranks. */
  async alarmPoints(call: ApiCall, token: string, count: number, perRank: number): Promise<number[]> {
    const people = [];
    for (let index = 0; index < perRank * 2; index++) {
      people.push(await createParticipant(call, token, { devices: [{ type: "EMAIL", address: `person${index}@alarm.test` }] }));
    }
    const ids = people.map((person) => person.id);
    const points = [];
    for (let index = 0; index < count; index++) {
      points.push(await createAlarmPoint(call, token, { ranks: [{ participantIds: ids.slice(0, perRank) }, { participantIds: ids.slice(perRank) }] }));
    }
    return points;
  }

  /** Triggers each point once, `parallel` at a time, spread over the given instances. */
  async triggerAll(callers: { call: ApiCall; token: string }[], pointIds: number[], parallel = 10): Promise<number[]> {
    const alarmIds: number[] = [];
    for (let index = 0; index < pointIds.length; index += parallel) {
      const batch = pointIds.slice(index, index + parallel).map((alarmPointId, offset) => {
        const caller = callers[(index + offset) % callers.length]!;
        return trigger(caller.call, caller.token, { alarmPointId });
      });
      alarmIds.push(...(await Promise.all(batch)).map((alarm) => alarm.id));
    }
    return alarmIds;
  }

  runToEnd(alarmIds: number[], timeoutMs?: number) {
    return runToEnd(this.database, alarmIds, timeoutMs);
  }

  /** Every message the alarms have, with what became of it and whether the sink got it, and how often. */
  deliveries(alarmIds: number[]) {
    return deliveriesOf(this.database, this.sink, alarmIds);
  }

  async messagesInStatus(status: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(this.database.db, sql`select count(*)::int as count from alarm_notifications where status = ${status}`);
    return row?.count ?? 0;
  }

  async close() {
    await Promise.all(this.instances.map((instance) => instance.stop("SIGKILL")));
    await this.database.close();
    await this.sink.close();
    await this.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

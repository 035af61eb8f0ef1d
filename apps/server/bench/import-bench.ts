import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONFIGURATION_FORMAT, CONFIGURATION_VERSION, type ConfigurationDocumentInput } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/database.js";
import { httpCall, signIn } from "../test/http-call.js";
import { spawnServer } from "../test/server-process.js";
import { createBenchDatabase } from "./bench-database.js";

const PASSWORD = "bench-password-1";
const PARTICIPANTS = 10_000;
const ROUNDS = 3;
/** Rows per INSERT statement of the baseline. */
const BATCH = 1_000;

/** 10,000 participants with a phone and an email each, as a configuration file holds them. */
function participantsDocument(): ConfigurationDocumentInput {
  return {
    format: CONFIGURATION_FORMAT,
    version: CONFIGURATION_VERSION,
    exportedAt: new Date().toISOString(),
    organization: "Imported",
    participants: Array.from({ length: PARTICIPANTS }, (_, n) => ({
      organization: [],
      name: "Worker",
      surname: `Number ${n + 1}`,
      language: "ENGLISH" as const,
      devices: [
        { callingDeviceType: "SMS" as const, address: `+4479${String(11_000_000 + n).padStart(8, "0")}` },
        { callingDeviceType: "EMAIL" as const, address: `worker${n + 1}@example.com` },
      ],
    })),
  };
}

/** The baseline: the same participants and devices written by multi-row INSERTs in one transaction, nothing checked. */
async function plainInsert(db: Db, orgId: number, document: ConfigurationDocumentInput) {
  const participants = document.participants ?? [];
  await db.transaction(async (tx) => {
    for (let start = 0; start < participants.length; start += BATCH) {
      const batch = participants.slice(start, start + BATCH);
      const rows = batch.map((p) => sql`(${orgId}, ${p.name}, ${p.surname}, ${p.language ?? "ENGLISH"})`);
      const ids = (await tx.execute(
        sql`insert into participants (org_id, name, surname, language) values ${sql.join(rows, sql`, `)} returning id`,
      )) as unknown as { rows: { id: number }[] };
      const devices = batch.flatMap((p, index) =>
        (p.devices ?? []).map((d, order) => sql`(${ids.rows[index]!.id}, ${order + 1}, ${d.callingDeviceType}, ${d.address})`),
      );
      await tx.execute(sql`insert into participant_devices (participant_id, order_id, calling_device_type, address) values ${sql.join(devices, sql`, `)}`);
    }
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Importing 10,000 participants with two devices each on PostgreSQL through POST
 * /import-export/import (the dry run, then the apply: validation, references, object limits, the
 * audit log, one transaction) beside a plain multi-row INSERT of the same rows in the same run.
 * Each round imports into an organization of its own.
 */
export async function importBenchmark() {
  const bench = await createBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const server = await spawnServer({ DATABASE_URL: bench.url, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "error" });
  try {
    const call = httpCall(server.url);
    const token = await signIn(call, "admin", PASSWORD);
    const document = participantsDocument();
    const newOrganization = async (name: string) => {
      const created = await call({ method: "POST", url: "/organizations", token, payload: { name, parentId: 1 } });
      if (created.statusCode !== 200) throw new Error(created.body);
      return created.json<{ id: number }>().id;
    };
    const times = { dryRun: [] as number[], apply: [] as number[], insert: [] as number[] };
    for (let round = 1; round <= ROUNDS; round++) {
      const orgId = await newOrganization(`Import ${round}`);
      for (const apply of [false, true]) {
        const started = performance.now();
        const answer = await call({ method: "POST", url: `/import-export/import?orgId=${orgId}&dryRun=${!apply}`, token, payload: document });
        if (answer.statusCode !== 200) throw new Error(answer.body.slice(0, 500));
        (apply ? times.apply : times.dryRun).push(performance.now() - started);
      }
      const baselineOrg = await newOrganization(`Insert ${round}`);
      const started = performance.now();
      await plainInsert(bench.database.db, baselineOrg, document);
      times.insert.push(performance.now() - started);
    }
    const insert = median(times.insert);
    console.log(`import of ${PARTICIPANTS.toLocaleString("en")} participants with 2 devices each (median of ${ROUNDS}):`);
    console.log(`  plain multi-row INSERT (baseline): ${seconds(insert)}`);
    console.log(`  dry run through the API:           ${seconds(median(times.dryRun))} (${(median(times.dryRun) / insert).toFixed(1)}x)`);
    console.log(`  apply through the API:             ${seconds(median(times.apply))} (${(median(times.apply) / insert).toFixed(1)}x)`);
  } finally {
    await server.stop();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

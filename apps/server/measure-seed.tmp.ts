import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareFirstStart } from "./src/bootstrap/first-start.js";
import { openEmbedded } from "./src/db/database.js";

for (const demoData of [false, true, false, true, false, true]) {
  const dir = mkdtempSync(join(tmpdir(), "alarm-seed-"));
  const database = await openEmbedded(dir);
  await database.migrate();
  const started = performance.now();
  await prepareFirstStart(database.db, { adminPassword: "admin-password-1", demoData });
  console.log(`demoData=${demoData}: first start ${(performance.now() - started).toFixed(0)} ms`);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

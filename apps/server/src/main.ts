import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { prepareFirstStart } from "./bootstrap/first-start.js";
import { connectPostgres, openEmbedded } from "./db/database.js";

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? connectPostgres(config.databaseUrl, config.databasePoolSize, config.databaseReadUrl)
    : await openEmbedded(config.dataDir);
  await database.migrate();
  const firstStart = await prepareFirstStart(database.db, { adminPassword: config.adminPassword, demoData: config.demoData });

  // Next to this file: send-thread.js when compiled, send-thread-main.ts when run from the sources.
  const compiled = import.meta.url.endsWith(".js");
  const sendThreadEntry = fileURLToPath(new URL(compiled ? "./send-thread.js" : "./send-thread-main.ts", import.meta.url));
  const app = await buildApp(config, database, undefined, sendThreadEntry);
  let stopping = false;
  // New requests and claims stop at once; requests, sends and streams in hand get the grace period
  // (sends still going then are handed back to other instances), and a stuck close some seconds more.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, "shutting down");
    setTimeout(
      () => {
        app.log.error("shutdown took longer than its grace period: exiting");
        process.exit(1);
      },
      (config.shutdownGraceSeconds + 10) * 1000,
    ).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    `Alarm console is running at ${address}`,
    `  database: ${database.kind === "pglite" ? `embedded (${config.dataDir})` : "PostgreSQL"}${firstStart.created ? ", created now" : ""}`,
    `  API documentation: ${address}/rest/api/docs`,
    config.adminPassword ? "  sign in as admin with ADMIN_PASSWORD" : "  sign in as admin / admin (default password: change it on the Account page)",
    ...(app.inboundMail.port() === null ? [] : [`  inbound mail: SMTP on port ${app.inboundMail.port()} for <integration key>@${config.inboundSmtp.domain}`]),
  ];
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});

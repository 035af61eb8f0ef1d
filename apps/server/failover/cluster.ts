import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { until } from "../test/until.js";

/**
 * A real high-availability PostgreSQL on this machine, as docs/high-availability.md describes it:
 * one etcd member, two PostgreSQL 15 nodes under Patroni in synchronous mode, and HAProxy routing
 * writes to the leader (Patroni's REST check `/primary`) and reads to a replica (`/replica`, the
 * leader when none is up). Each node can die as a machine would: its Patroni and PostgreSQL killed together.
 */

/** The programs the cluster runs, and their Debian packages; `npm run test:failover` names those missing. */
export const CLUSTER_PROGRAMS = { etcd: "etcd-server", patroni: "patroni", haproxy: "haproxy" } as const;
const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";
/** Patroni's timing: the leader key lives `ttl` seconds after the leader stopped renewing it (loop_wait + 2 × retry_timeout ≤ ttl). */
export const PATRONI_TIMING = { ttl: 8, loop_wait: 1, retry_timeout: 3 };

/** The Debian packages of the cluster that are not installed. */
export function missingPackages(): string[] {
  const missing: string[] = Object.entries(CLUSTER_PROGRAMS)
    .filter(([program]) => spawnSync("which", [program]).status !== 0)
    .map(([, debianPackage]) => debianPackage);
  if (spawnSync("test", ["-x", join(POSTGRES_BIN, "postgres")]).status !== 0) missing.push("postgresql-15");
  return missing;
}

/**
 * A free port below Linux's ephemeral range (32768 and up): a port taken from that range and
 * released may be given to an outgoing connection before the node that is to listen on it starts.
 */
async function portOutsideEphemeralRange(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (!taken.has(port) && (await canListen(port))) {
      taken.add(port);
      return port;
    }
  }
}
const taken = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Ports = { postgres: number; rest: number };
export type NodeName = "node0" | "node1";

/** PostgreSQL refuses to run as root: as root, Patroni runs as the postgres user. */
const asPostgres = () => (process.getuid?.() === 0 ? spawnSync("id", ["-u", "postgres"]).stdout.toString().trim() : null);

export class PatroniCluster {
  private readonly patroni = new Map<NodeName, ChildProcess>();
  private etcd: ChildProcess | null = null;
  private haproxy: ChildProcess | null = null;
  readonly output: string[] = [];

  private constructor(
    readonly folder: string,
    private readonly ports: Record<NodeName, Ports> & { etcd: number; etcdPeer: number; writes: number; reads: number },
    private readonly user: { uid: number; gid: number } | null,
  ) {}

  static async start(): Promise<PatroniCluster> {
    const missing = missingPackages();
    if (missing.length > 0) throw new Error(`The failover test needs Debian's ${missing.join(", ")} (apt-get install ${missing.join(" ")})`);
    const folder = mkdtempSync(join(tmpdir(), "alarm-failover-"));
    const uid = asPostgres();
    const user = uid ? { uid: Number(uid), gid: Number(spawnSync("id", ["-g", "postgres"]).stdout.toString().trim()) } : null;
    const port = () => portOutsideEphemeralRange();
    const ports = {
      node0: { postgres: await port(), rest: await port() },
      node1: { postgres: await port(), rest: await port() },
      etcd: await port(),
      etcdPeer: await port(),
      writes: await port(),
      reads: await port(),
    };
    const cluster = new PatroniCluster(folder, ports, user);
    if (user) chownSync(folder, user.uid, user.gid);
    try {
      cluster.startEtcd();
      cluster.startHaproxy();
      await cluster.startNode("node0");
      await cluster.waitFor(async () => (await cluster.role("node0")) === "primary", "node0 to bootstrap and lead", 90_000);
      await cluster.startNode("node1");
      await cluster.waitFor(
        async () => (await cluster.isSyncStandby("node1")) && (await cluster.role("node1")) === "replica",
        "node1 to follow as synchronous standby",
        90_000,
      );
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  /** The URL of the writes (the leader, through HAProxy) or reads (a replica) for `database`. */
  url(kind: "writes" | "reads", database = "postgres"): string {
    return `postgres://postgres@127.0.0.1:${this.ports[kind]}/${database}`;
  }

  /** A node's PostgreSQL itself, not through HAProxy. */
  nodeUrl(name: NodeName, database = "postgres"): string {
    return `postgres://postgres@127.0.0.1:${this.ports[name].postgres}/${database}`;
  }

  /** "primary", "replica", or null when the node's Patroni does not answer or says neither. */
  async role(name: NodeName): Promise<"primary" | "replica" | null> {
    for (const role of ["primary", "replica"] as const) {
      const response = await fetch(`http://127.0.0.1:${this.ports[name].rest}/${role}`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
      if (response?.status === 200) return role;
    }
    return null;
  }

  async leader(): Promise<NodeName | null> {
    if ((await this.role("node0")) === "primary") return "node0";
    if ((await this.role("node1")) === "primary") return "node1";
    return null;
  }

  private async isSyncStandby(name: NodeName): Promise<boolean> {
    const response = await fetch(`http://127.0.0.1:${this.ports[name].rest}/sync`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
    return response?.status === 200;
  }

  /**
   * Patroni's maintenance mode (its pause): while on, Patroni neither fails over nor changes what
   * PostgreSQL does, where otherwise a replica's loop resumes a replay paused by hand within a
   * `loop_wait`. Waits until both nodes' Patroni follow it.
   */
  async maintenance(on: boolean) {
    const response = await fetch(`http://127.0.0.1:${this.ports.node0.rest}/config`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pause: on }),
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status !== 200) throw new Error(`Patroni refused maintenance mode ${on ? "on" : "off"}: ${response.status} ${await response.text()}`);
    const follows = async (name: NodeName) => {
      const state = await fetch(`http://127.0.0.1:${this.ports[name].rest}/patroni`, { signal: AbortSignal.timeout(1_000) });
      return Boolean(((await state.json()) as { pause?: boolean }).pause) === on;
    };
    await this.waitFor(async () => (await follows("node0")) && (await follows("node1")), `Patroni's maintenance mode to be ${on ? "on" : "off"}`, 10_000);
  }

  /** Kills the node as a machine dies: Patroni, the postmaster and every backend at once (SIGKILL). */
  kill(name: NodeName) {
    const postmaster = Number(readFileSync(join(this.dataDir(name), "postmaster.pid"), "utf8").split("\n")[0]);
    const children = spawnSync("pgrep", ["-P", String(postmaster)])
      .stdout.toString()
      .split("\n")
      .filter(Boolean)
      .map(Number);
    for (const pid of [this.patroni.get(name)?.pid, postmaster, ...children]) {
      if (pid) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // gone already
        }
      }
    }
    this.patroni.delete(name);
  }

  /** Starts a node's Patroni again on its old data: it rejoins as a replica, rewound with pg_rewind where it diverged. */
  async rejoin(name: NodeName) {
    await this.startNode(name);
    await this.waitFor(
      async () => (await this.role(name)) === "replica" && (await this.isSyncStandby(name)),
      `${name} to rejoin as synchronous standby`,
      120_000,
    );
    // HAProxy checks every 200 ms: until it has, a new read connection still lands on the leader.
    await this.waitFor(
      async () => (await this.onReads<{ recovery: boolean }>("select pg_is_in_recovery() as recovery"))?.[0]?.recovery === true,
      "reads to reach the replica",
      10_000,
    );
  }

  async waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number) {
    await until(() => check().catch(() => false), what, timeoutMs, 200).catch((error: Error) => {
      throw new Error(`${error.message}\n${this.output.slice(-40).join("")}`);
    });
  }

  /** Runs one statement on a node directly (null when it fails). */
  async onNode<T>(name: NodeName, text: string, database = "postgres"): Promise<T[] | null> {
    return this.runOnce<T>(this.nodeUrl(name, database), text);
  }

  /** Runs one statement on a new connection to HAProxy's reads (null when it fails). */
  async onReads<T>(text: string): Promise<T[] | null> {
    return this.runOnce<T>(this.url("reads"), text);
  }

  private async runOnce<T>(url: string, text: string): Promise<T[] | null> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      return (await client.query(text)).rows as T[];
    } catch {
      return null;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async stop() {
    for (const child of [...this.patroni.values(), this.haproxy, this.etcd]) child?.kill("SIGKILL");
    for (const name of ["node0", "node1"] as const) {
      try {
        const postmaster = Number(readFileSync(join(this.dataDir(name), "postmaster.pid"), "utf8").split("\n")[0]);
        spawnSync("pkill", ["-9", "-P", String(postmaster)]);
        process.kill(postmaster, "SIGKILL");
      } catch {
        // not running
      }
    }
    await pause(300);
    rmSync(this.folder, { recursive: true, force: true });
  }

  private dataDir(name: NodeName) {
    return join(this.folder, name, "data");
  }

  private run(what: string, command: string, args: string[], asUser: boolean): ChildProcess {
    const child = spawn(command, args, {
      cwd: this.folder,
      stdio: ["ignore", "pipe", "pipe"],
      ...(asUser && this.user ? { uid: this.user.uid, gid: this.user.gid, env: { ...process.env, HOME: this.folder } } : {}),
    });
    const keep = (chunk: Buffer) => {
      this.output.push(`[${what}] ${chunk.toString()}`);
      if (this.output.length > 400) this.output.splice(0, 100);
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    return child;
  }

  private startEtcd() {
    const client = `http://127.0.0.1:${this.ports.etcd}`;
    const peer = `http://127.0.0.1:${this.ports.etcdPeer}`;
    this.etcd = this.run(
      "etcd",
      "etcd",
      [
        "--name=dcs",
        `--data-dir=${join(this.folder, "etcd")}`,
        `--listen-client-urls=${client}`,
        `--advertise-client-urls=${client}`,
        `--listen-peer-urls=${peer}`,
        `--initial-advertise-peer-urls=${peer}`,
        `--initial-cluster=dcs=${peer}`,
      ],
      false,
    );
  }

  private startHaproxy() {
    const server = (name: NodeName) => `    server ${name} 127.0.0.1:${this.ports[name].postgres} check port ${this.ports[name].rest}`;
    // Checked every 200 ms, so the new leader takes writes through HAProxy soon after Patroni promotes it;
    // sessions to a node marked down are cut, so none stays with a demoted leader.
    const checks = "    default-server inter 200ms fastinter 100ms downinter 200ms fall 2 rise 1 on-marked-down shutdown-sessions";
    const config = [
      "global",
      "    maxconn 400",
      "defaults",
      "    mode tcp",
      "    timeout connect 2s",
      "    timeout client 30m",
      "    timeout server 30m",
      "    timeout check 1s",
      "listen writes",
      `    bind 127.0.0.1:${this.ports.writes}`,
      "    option httpchk OPTIONS /primary",
      "    http-check expect status 200",
      checks,
      server("node0"),
      server("node1"),
      // Reads go to a replica, or to the leader (a backup that follows the writes' check) while none is
      // up; when a replica comes up, the sessions on the leader are cut, so a pool that connected
      // while there was none does not stay on the leader.
      "listen reads",
      `    bind 127.0.0.1:${this.ports.reads}`,
      "    option httpchk OPTIONS /replica",
      "    http-check expect status 200",
      checks,
      `${server("node0")} on-marked-up shutdown-backup-sessions`,
      `${server("node1")} on-marked-up shutdown-backup-sessions`,
      `    server node0-leader 127.0.0.1:${this.ports.node0.postgres} backup track writes/node0`,
      `    server node1-leader 127.0.0.1:${this.ports.node1.postgres} backup track writes/node1`,
      "",
    ].join("\n");
    const file = join(this.folder, "haproxy.cfg");
    writeFileSync(file, config);
    this.haproxy = this.run("haproxy", "haproxy", ["-db", "-f", file], false);
  }

  private async startNode(name: NodeName) {
    const ports = this.ports[name];
    const nodeFolder = join(this.folder, name);
    mkdirSync(nodeFolder, { recursive: true });
    if (this.user) chownSync(nodeFolder, this.user.uid, this.user.gid);
    const trust = ["local all all trust", "host all all 127.0.0.1/32 trust", "local replication all trust", "host replication all 127.0.0.1/32 trust"];
    // YAML reads JSON.
    const config = {
      scope: "alarm-failover",
      name,
      restapi: { listen: `127.0.0.1:${ports.rest}`, connect_address: `127.0.0.1:${ports.rest}` },
      etcd3: { host: `127.0.0.1:${this.ports.etcd}` },
      bootstrap: {
        dcs: {
          ...PATRONI_TIMING,
          maximum_lag_on_failover: 1_048_576,
          synchronous_mode: true,
          postgresql: { use_pg_rewind: true, use_slots: true, parameters: { wal_log_hints: "on", max_connections: 200 } },
        },
        initdb: [{ encoding: "UTF8" }, { locale: "C.UTF-8" }, "data-checksums"],
        pg_hba: trust,
      },
      postgresql: {
        listen: `127.0.0.1:${ports.postgres}`,
        connect_address: `127.0.0.1:${ports.postgres}`,
        data_dir: this.dataDir(name),
        bin_dir: POSTGRES_BIN,
        pgpass: join(nodeFolder, "pgpass"),
        pg_hba: trust,
        authentication: {
          superuser: { username: "postgres", password: "postgres" },
          replication: { username: "replicator", password: "replicator" },
          rewind: { username: "rewinder", password: "rewinder" },
        },
        parameters: { unix_socket_directories: nodeFolder, fsync: "on" },
      },
    };
    const file = join(nodeFolder, "patroni.yml");
    writeFileSync(file, JSON.stringify(config, null, 2));
    if (this.user) chownSync(file, this.user.uid, this.user.gid);
    this.patroni.set(name, this.run(name, "patroni", [file], true));
  }
}

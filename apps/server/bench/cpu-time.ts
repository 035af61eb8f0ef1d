import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, all threads) of one process in milliseconds, from /proc/<pid>/stat; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    // The command name in parentheses may hold spaces: the fields are counted after its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on this machine (postmaster, backends, WAL writer, checkpointer) and its CPU time so far. */
export function postgresCpuMs(): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") times.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // Gone meanwhile.
    }
  }
  return times;
}

/**
 * The CPU the given processes and PostgreSQL spend from now until `read()`: the server's own
 * processes by pid, PostgreSQL's by summing every postgres process (a backend started meanwhile
 * counts from zero; one that ended meanwhile is lost, so the pools keep their connections).
 */
export function cpuMeter(pids: number[]) {
  const serverBefore = pids.map(processCpuMs);
  const postgresBefore = postgresCpuMs();
  return {
    read() {
      const server = pids.reduce((sum, pid, index) => sum + processCpuMs(pid) - serverBefore[index]!, 0);
      let postgres = 0;
      for (const [pid, ms] of postgresCpuMs()) postgres += ms - (postgresBefore.get(pid) ?? 0);
      return { serverMs: server, postgresMs: postgres };
    },
  };
}

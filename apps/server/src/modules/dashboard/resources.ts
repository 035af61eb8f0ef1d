import { statfs } from "node:fs/promises";
import os from "node:os";
import type { DashboardResources } from "@alarm/contract";

type CpuSample = { at: number; idle: number; total: number; process: number };

function sampleCpu(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const times = cpu.times;
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  const usage = process.cpuUsage();
  return { at: performance.now(), idle, total, process: (usage.user + usage.system) / 1000 };
}

/** Loads are measured between two samples at least this far apart: a first call waits for it. */
const MIN_INTERVAL_MS = 250;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The host's and the server process's figures for the resource gauges (the channels are added by the
 * route, from channels/overview.ts): memory, the disk holding the
 * data directory, the load of all cores since the previous reading and the process's share of one core.
 */
export class ResourceGauges {
  private last: CpuSample = sampleCpu();

  constructor(private readonly dataDir: string) {}

  async read(): Promise<Omit<DashboardResources, "channels">> {
    const elapsed = performance.now() - this.last.at;
    if (elapsed < MIN_INTERVAL_MS) await wait(MIN_INTERVAL_MS - elapsed);
    const now = sampleCpu();
    const before = this.last;
    this.last = now;
    const disk = await statfs(this.dataDir).catch(() => statfs("."));
    const diskTotal = disk.blocks * disk.bsize;
    const diskUsed = diskTotal - disk.bavail * disk.bsize;
    const memoryTotal = os.totalmem();
    const memoryUsed = memoryTotal - os.freemem();
    const busy = now.total - now.idle - (before.total - before.idle);
    return {
      memoryUsage: { used: memoryUsed, total: memoryTotal, percent: percent(memoryUsed, memoryTotal) },
      processMemory: process.memoryUsage.rss(),
      diskUsage: { used: diskUsed, total: diskTotal, percent: percent(diskUsed, diskTotal) },
      systemCpuLoad: percent(busy, now.total - before.total),
      cpuLoad: percent(now.process - before.process, now.at - before.at),
      cpuTimeSeconds: Math.round(now.process) / 1000,
      uptimeSeconds: Math.round(process.uptime()),
      cores: os.cpus().length,
    };
  }
}

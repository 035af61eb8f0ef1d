// `npx tsx apps/server/bench/profile-top.ts <dir> [count]`: the functions that took the most CPU in
// the V8 CPU profiles a benchmark's servers wrote (SERVER_PROFILE_DIR=<dir> npm run bench -- engine),
// by self time, as a share of the time not idle, one table per profile (a thread writes its own).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [directory, count = "15"] = process.argv.slice(2);
if (!directory) throw new Error("usage: profile-top.ts <directory of .cpuprofile files> [count]");

for (const file of readdirSync(directory).filter((name) => name.endsWith(".cpuprofile"))) {
  const profile = JSON.parse(readFileSync(join(directory, file), "utf8")) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((nodeId, index) => {
    const { functionName, url, lineNumber } = nodes.get(nodeId)!.callFrame;
    if (functionName === "(idle)") return;
    const micros = profile.timeDeltas[index] ?? 0;
    busy += micros;
    const where = url ? `${relative(process.cwd(), url.replace(/^file:\/\//, ""))}:${lineNumber + 1}` : "";
    const key = `${functionName || "(anonymous)"} ${where}`.trim();
    selfMicros.set(key, (selfMicros.get(key) ?? 0) + micros);
  });
  console.log(`\n${file}: ${(busy / 1e6).toFixed(1)} s not idle`);
  const top = [...selfMicros].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
  for (const [key, micros] of top) console.log(`  ${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${key}`);
}

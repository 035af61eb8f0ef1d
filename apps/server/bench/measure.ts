/** Runs `work` `rounds` times after a warm-up and reports latency percentiles in milliseconds. */
export async function measure(rounds: number, work: (round: number) => Promise<unknown>) {
  for (let round = 0; round < Math.min(20, rounds); round++) await work(round);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    await work(round);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), mean: times.reduce((sum, t) => sum + t, 0) / times.length };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export type Percentiles = { p50: number; p99: number };

/** Like measure(), for two pieces of work taken turn about, so a busy moment of the machine falls on both alike. */
export async function measureSideBySide(rounds: number, a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[Percentiles, Percentiles]> {
  const sides = [a, b];
  for (let round = 0; round < Math.min(20, rounds); round++) for (const work of sides) await work();
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const [side, work] of sides.entries()) {
      const started = process.hrtime.bigint();
      await work();
      times[side]!.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const percentiles = (list: number[]): Percentiles => {
    list.sort((x, y) => x - y);
    const at = (share: number) => list[Math.min(list.length - 1, Math.floor(share * list.length))]!;
    return { p50: at(0.5), p99: at(0.99) };
  };
  return [percentiles(times[0]), percentiles(times[1])];
}

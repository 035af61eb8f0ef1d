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

/** Calls `fire` at `perSecond` for `seconds` (open loop: the schedule does not wait for answers). */
export async function openLoop(perSecond: number, seconds: number, fire: (index: number) => Promise<void>) {
  const total = Math.round(perSecond * seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(fire(index));
  }
  await Promise.all(pending);
}

/** `clients` callers each calling `fire` again as soon as it answers, for `seconds`; answers calls per second. */
export async function closedLoop(clients: number, seconds: number, fire: () => Promise<void>): Promise<number> {
  const endAt = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < endAt) {
        await fire();
        done++;
      }
    }),
  );
  return done / seconds;
}

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN, count: sorted.length };
}

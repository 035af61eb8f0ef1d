/**
 * What a fake server's `waitFor` answers: the first item (already arrived, or arriving and announced
 * to `waiters`) the predicate picks; rejects with `timedOut()` after `timeoutMs`.
 */
export function waitForArrival<T>(
  arrived: readonly T[],
  waiters: Set<(item: T) => void>,
  predicate: (item: T) => boolean,
  timeoutMs: number,
  timedOut: () => string,
): Promise<T> {
  const found = arrived.find(predicate);
  if (found) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    const waiter = (item: T) => {
      if (!predicate(item)) return;
      cleanup();
      resolve(item);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(timedOut()));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      waiters.delete(waiter);
    };
    waiters.add(waiter);
  });
}

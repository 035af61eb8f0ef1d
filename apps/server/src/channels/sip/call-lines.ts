/**
 * At most `count` calls at once in this process (SIP_MAX_CALLS): a PBX trunk has so many channels.
 * A call waits for a free line until its send's deadline.
 */
export class CallLines {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly count: number) {}

  /** A release function once a line is free, or undefined when `signal` aborts first. */
  async take(signal: AbortSignal): Promise<(() => void) | undefined> {
    while (this.busy >= this.count) {
      if (signal.aborted) return undefined;
      await new Promise<void>((resolve) => {
        const wake = () => {
          signal.removeEventListener("abort", wake);
          const at = this.waiting.indexOf(wake);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve();
        };
        this.waiting.push(wake);
        signal.addEventListener("abort", wake, { once: true });
      });
    }
    this.busy += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy -= 1;
      this.waiting.shift()?.();
    };
  }
}

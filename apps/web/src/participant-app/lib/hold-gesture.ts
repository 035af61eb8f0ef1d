/** How long a button must be held to raise an alarm. */
export const HOLD_DURATION_MS = 2_000;
/** How often the progress is reported while held. */
export const HOLD_TICK_MS = 50;

export type HoldState = "idle" | "holding" | "done";

export interface HoldOptions {
  durationMs?: number;
  tickMs?: number;
  /** 0..1 while held; 0 again when released early. */
  onProgress: (fraction: number) => void;
  /** Held for the whole duration: fires once per press. */
  onComplete: () => void;
  /** Released before the end. */
  onCancel?: () => void;
  now?: () => number;
}

/**
 * Press and hold: `press` starts the clock, `release` before the end cancels, holding on to the end
 * completes once. A second `press` while held (a key's auto-repeat, a second finger) changes
 * nothing; after completion the next `press` needs a `release` first.
 */
export class HoldGesture {
  private state: HoldState = "idle";
  private startedAt = 0;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private finisher: ReturnType<typeof setTimeout> | undefined;
  private readonly durationMs: number;
  private readonly tickMs: number;
  private readonly now: () => number;

  constructor(private readonly options: HoldOptions) {
    this.durationMs = options.durationMs ?? HOLD_DURATION_MS;
    this.tickMs = options.tickMs ?? HOLD_TICK_MS;
    this.now = options.now ?? (() => Date.now());
  }

  get current(): HoldState {
    return this.state;
  }

  press(): void {
    if (this.state !== "idle") return;
    this.state = "holding";
    this.startedAt = this.now();
    this.options.onProgress(0);
    this.ticker = setInterval(() => this.options.onProgress(Math.min(1, (this.now() - this.startedAt) / this.durationMs)), this.tickMs);
    this.finisher = setTimeout(() => this.finish(), this.durationMs);
  }

  release(): void {
    if (this.state === "done") {
      this.state = "idle";
      this.options.onProgress(0);
      return;
    }
    if (this.state !== "holding") return;
    this.stopTimers();
    this.state = "idle";
    this.options.onProgress(0);
    this.options.onCancel?.();
  }

  /** The component goes away: no more callbacks. */
  dispose(): void {
    this.stopTimers();
    this.state = "idle";
  }

  private finish(): void {
    this.stopTimers();
    this.state = "done";
    this.options.onProgress(1);
    this.options.onComplete();
  }

  private stopTimers(): void {
    clearInterval(this.ticker);
    clearTimeout(this.finisher);
    this.ticker = undefined;
    this.finisher = undefined;
  }
}

/** Keys that hold a focused hold button like a finger: Space and Enter. */
export function isHoldKey(key: string): boolean {
  return key === " " || key === "Enter" || key === "Spacebar";
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOLD_DURATION_MS, HoldGesture, isHoldKey } from "./hold-gesture";

function gesture() {
  const onProgress = vi.fn<(fraction: number) => void>();
  const onComplete = vi.fn();
  const onCancel = vi.fn();
  return { hold: new HoldGesture({ onProgress, onComplete, onCancel }), onProgress, onComplete, onCancel };
}

describe("press and hold", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds for two seconds by default", () => {
    expect(HOLD_DURATION_MS).toBe(2_000);
  });

  it("completes once when held to the end, with the progress rising to 1", () => {
    const { hold, onProgress, onComplete, onCancel } = gesture();
    hold.press();
    vi.advanceTimersByTime(1_000);
    expect(onProgress).toHaveBeenLastCalledWith(0.5);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(5_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(hold.current).toBe("done");
  });

  it("cancels when released early: the progress goes back to 0 and nothing is raised", () => {
    const { hold, onProgress, onComplete, onCancel } = gesture();
    hold.press();
    vi.advanceTimersByTime(1_900);
    hold.release();
    expect(onProgress).toHaveBeenLastCalledWith(0);
    expect(onCancel).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(onComplete).not.toHaveBeenCalled();
    expect(hold.current).toBe("idle");
  });

  it("starts again from zero after an early release", () => {
    const { hold, onComplete } = gesture();
    hold.press();
    vi.advanceTimersByTime(1_500);
    hold.release();
    hold.press();
    vi.advanceTimersByTime(1_500);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("ignores a second press while held (a key's auto-repeat) and needs a release after completing", () => {
    const { hold, onComplete } = gesture();
    hold.press();
    vi.advanceTimersByTime(1_000);
    hold.press();
    vi.advanceTimersByTime(1_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    // Still held after completing: pressing again (auto-repeat) does not raise a second alarm.
    hold.press();
    vi.advanceTimersByTime(3_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    hold.release();
    hold.press();
    vi.advanceTimersByTime(2_000);
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it("reports no cancellation for a release after completing, nor for a release without press; the ring empties on release", () => {
    const { hold, onCancel, onProgress } = gesture();
    hold.release();
    hold.press();
    vi.advanceTimersByTime(2_000);
    expect(onProgress).toHaveBeenLastCalledWith(1);
    hold.release();
    expect(onProgress).toHaveBeenLastCalledWith(0);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("calls nothing more once disposed", () => {
    const { hold, onProgress, onComplete } = gesture();
    hold.press();
    vi.advanceTimersByTime(500);
    onProgress.mockClear();
    hold.dispose();
    vi.advanceTimersByTime(3_000);
    expect(onProgress).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("takes another duration", () => {
    const onComplete = vi.fn();
    const hold = new HoldGesture({ durationMs: 500, onProgress: () => undefined, onComplete });
    hold.press();
    vi.advanceTimersByTime(500);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe("hold keys", () => {
  it("are Space and Enter", () => {
    expect([" ", "Enter", "Spacebar", "a", "Tab", "Escape"].map(isHoldKey)).toEqual([true, true, true, false, false, false]);
  });
});

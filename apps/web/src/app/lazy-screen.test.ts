import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyScreen, SCREEN_LOAD_TIMEOUT_MS, ScreenLoadTimeoutError, withTimeout } from "./lazy-screen";

afterEach(() => {
  vi.useRealTimers();
});

describe("withTimeout", () => {
  it("gives up on a screen after 120 seconds", async () => {
    vi.useFakeTimers();
    const loading = withTimeout(new Promise(() => {}), SCREEN_LOAD_TIMEOUT_MS);
    const outcome = expect(loading).rejects.toBeInstanceOf(ScreenLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS);
    await outcome;
    expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("passes a screen that loads in time, and a load failure", async () => {
    await expect(withTimeout(Promise.resolve("screen"), 1000)).resolves.toBe("screen");
    await expect(withTimeout(Promise.reject(new Error("offline")), 1000)).rejects.toThrow("offline");
  });
});

describe("lazyScreen", () => {
  it("fetches a screen once however often it is preloaded, and a failed fetch is no unhandled error", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const Screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    Screen.preload();
    Screen.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

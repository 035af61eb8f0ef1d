import { lazy, type ComponentType } from "react";

/** A screen that has not loaded after 120 s is reported as failed (docs/domain-rules.md#constants). */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeoutError extends Error {
  constructor() {
    super(`The screen did not load within ${SCREEN_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = "ScreenLoadTimeoutError";
  }
}

export function withTimeout<T>(loading: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeoutError()), timeoutMs);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * React.lazy for a route's screen, giving up after SCREEN_LOAD_TIMEOUT_MS. `preload()` starts the
 * fetch before the screen is rendered; a failure then shows when it is.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= withTimeout(load(), SCREEN_LOAD_TIMEOUT_MS).then((component) => ({ default: component })));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

import type { GeoLocation } from "@alarm/contract";

/** How long an alarm waits for the phone's position before it goes without. */
export const LOCATION_TIMEOUT_MS = 5_000;

/**
 * The phone's position, or undefined when it is refused, unavailable or takes longer than 5 s:
 * an alarm never waits longer for it, nor fails for want of it.
 */
export function currentLocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<GeoLocation | undefined> {
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    // Some browsers never call back when the user ignores the permission prompt: a timer of our own.
    const timer = setTimeout(() => resolve(undefined), LOCATION_TIMEOUT_MS + 500);
    const done = (location: GeoLocation | undefined) => {
      clearTimeout(timer);
      resolve(location);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const location: GeoLocation = { latitude: coords.latitude, longitude: coords.longitude };
          if (Number.isFinite(coords.accuracy) && coords.accuracy >= 0) location.accuracy = Math.min(1_000_000, Math.round(coords.accuracy * 10) / 10);
          done(location);
        },
        () => done(undefined),
        { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 30_000 },
      );
    } catch {
      done(undefined);
    }
  });
}

import { clearSession } from "./session-storage";

type ExpiryHandler = () => void;
let handler: ExpiryHandler = () => window.location.assign("/login");

/** The app decides how to leave for /login (router navigation, cache reset, a message). */
export function onSessionExpired(next: ExpiryHandler): void {
  handler = next;
}

/** The server no longer accepts this session: forget it and go to the login screen. */
export function expireSession(): void {
  clearSession();
  handler();
}

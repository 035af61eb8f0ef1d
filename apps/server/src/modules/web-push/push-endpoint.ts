import type { Config } from "../../config.js";
import { refusedRange } from "../../net/address-ranges.js";
import type { OutgoingGuard } from "../../net/outgoing-guard.js";

/** The push services of the browsers in use: Chrome and Opera (FCM), Firefox, Edge, Safari. */
export const KNOWN_PUSH_SERVICES = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "*.notify.windows.com", "web.push.apple.com"];

/** True when `hostname` is `pattern`, or lies below `suffix` for a pattern `*.suffix`. */
export function hostMatches(hostname: string, pattern: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;
}

/**
 * Why a browser's push endpoint is not a push service's, or undefined: it must be https and name a
 * known push service (or one of PUSH_SERVICE_HOSTS). With OUTGOING_ALLOW_LOOPBACK (tests) a push
 * service on a loopback address is taken as it is. Its addresses are the outgoing guard's to check.
 */
export function pushServiceRefusal(endpoint: string, settings: Config["outgoing"]): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not a URL";
  }
  if (url.username || url.password) return "a push endpoint carries no user name or password";
  if (settings.allowLoopback && refusedRange(url.hostname.replace(/^\[(.*)\]$/, "$1")) === "loopback") return undefined;
  if (url.protocol !== "https:") return "a push endpoint is an https:// address";
  const services = [...KNOWN_PUSH_SERVICES, ...settings.pushServiceHosts];
  if (!services.some((pattern) => hostMatches(url.hostname, pattern))) return `${url.hostname} is not a known push service`;
  return undefined;
}

/** Why a browser's push endpoint is not kept, or undefined: a push service's, resolving to public addresses only. */
export async function pushEndpointRefusal(endpoint: string, guard: OutgoingGuard, settings: Config["outgoing"]): Promise<string | undefined> {
  return pushServiceRefusal(endpoint, settings) ?? guard.refusal(new URL(endpoint));
}

import type { Phrase } from "@alarm/contract";
import type { Config } from "../../config.js";
import type { GatewayAdapter } from "./adapter.js";
import { genericGateway } from "./generic.js";
import { TWILIO_API_URL, twilioGateway } from "./twilio.js";

/** The adapter the environment asks for, or why there is none. */
export function gatewayAdapter(gateway: Config["gateway"]): { adapter: GatewayAdapter } | { problem: Phrase } {
  const { kind, url, token, accountSid, from } = gateway;
  if (kind === "generic") {
    return url ? { adapter: genericGateway({ url, token, from }) } : { problem: missing(["GATEWAY_URL"]) };
  }
  if (kind === "twilio") {
    if (accountSid && token && from) return { adapter: twilioGateway({ url: url ?? TWILIO_API_URL, accountSid, token, from }) };
    const absent = Object.entries({ GATEWAY_ACCOUNT_SID: accountSid, GATEWAY_TOKEN: token, GATEWAY_FROM: from }).filter(([, value]) => !value);
    return { problem: missing(absent.map(([name]) => name)) };
  }
  return { problem: { key: "GATEWAY_NOT_CONFIGURED" } };
}

const missing = (names: string[]): Phrase => ({ key: "GATEWAY_SETTINGS_MISSING", params: { names: names.join(", ") } });

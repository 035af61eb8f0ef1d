import type { NotificationChannel } from "@alarm/contract";
import type { Config } from "../config.js";
import { gatewayAdapter } from "./gateway/settings.js";
import { TWILIO_API_URL } from "./gateway/twilio.js";
import { sipSettings } from "./sip/sip-settings.js";
import { smppSettings } from "./smpp/smpp-channel.js";

type State = Omit<NotificationChannel, "deviceType">;

/** host:port of a URL, never its user or password; null without one. */
const addressOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * How each device type's messages leave this instance, read from its configuration the way the
 * channels read it (channels/index.ts), without opening any connection: for the dashboard's
 * resources, so an administrator sees which transport is in use and what is missing.
 */
export function channelOverview(config: Config): NotificationChannel[] {
  const chosenGateway = gatewayAdapter(config.gateway);
  const gateway: State = {
    transport: config.gateway.kind === "twilio" ? "TWILIO" : "HTTP_GATEWAY",
    configured: !("problem" in chosenGateway),
    address: addressOf(config.gateway.url ?? (config.gateway.kind === "twilio" ? TWILIO_API_URL : undefined)),
    problem: "problem" in chosenGateway ? chosenGateway.problem : null,
  };
  const chosenSmpp = smppSettings(config.sms.smpp);
  const smpp: State = {
    transport: "SMPP",
    configured: "settings" in chosenSmpp,
    address: addressOf(config.sms.smpp.url),
    problem: "problem" in chosenSmpp ? chosenSmpp.problem : null,
  };
  const chosenSip = sipSettings(config.voice.sip);
  const sipHop = "settings" in chosenSip ? chosenSip.settings.hop : undefined;
  const sip: State = {
    transport: "SIP",
    configured: "settings" in chosenSip,
    address: sipHop ? `${sipHop.host.includes(":") ? `[${sipHop.host}]` : sipHop.host}:${sipHop.port}` : null,
    problem: "problem" in chosenSip ? chosenSip.problem : null,
  };
  const smtpUrl = config.smtp.url;
  return [
    {
      deviceType: "EMAIL",
      transport: "SMTP",
      configured: Boolean(smtpUrl),
      address: addressOf(smtpUrl),
      problem: smtpUrl ? null : { key: "EMAIL_NOT_CONFIGURED" },
    },
    { deviceType: "SMS", ...(config.sms.transport === "smpp" ? smpp : gateway) },
    { deviceType: "VOICE", ...(config.voice.transport === "sip" ? sip : gateway) },
    { deviceType: "PUSH", transport: "WEB_PUSH", configured: true, address: null, problem: null },
    { deviceType: "APP", transport: "CONSOLE", configured: true, address: null, problem: null },
  ];
}

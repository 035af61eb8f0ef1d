import type { Phrase } from "@alarm/contract";
import type { Config } from "../../config.js";
import { type Channel, ChannelError, type ReportResult } from "../channel.js";
import type { SpeechSynthesis } from "../gateway/voice.js";
import { type SipSettings, sipChannel } from "./sip-channel.js";

const SIP_URI = /^sips?:(?:([^@;:]+)(?::[^@;]*)?@)?(\[[^\]]+\]|[^;:?]+)(?::(\d+))?/i;
const DEFAULT_PORT = 5060;

/** The host and port of a SIP URI (or of a bare host[:port]), with its user part. */
export function readSipUri(uri: string): { user: string | undefined; host: string; port: number } | undefined {
  const match = SIP_URI.exec(/^sips?:/i.test(uri) ? uri : `sip:${uri}`);
  if (!match) return undefined;
  return { user: match[1], host: match[2]!.replace(/^\[|\]$/g, ""), port: match[3] ? Number(match[3]) : DEFAULT_PORT };
}

/** The SIP account when SIP_URI is there and readable, or the phrase naming what is missing. */
export function sipSettings(settings: Config["voice"]["sip"]): { settings: SipSettings } | { problem: Phrase } {
  const account = settings.uri ? readSipUri(settings.uri) : undefined;
  if (!settings.uri || !account?.user) return { problem: { key: "SIP_SETTINGS_MISSING", params: { names: "SIP_URI" } } };
  const proxy = settings.outboundProxy ? readSipUri(settings.outboundProxy) : account;
  if (!proxy) return { problem: { key: "SIP_SETTINGS_MISSING", params: { names: "SIP_OUTBOUND_PROXY" } } };
  const domainHost = account.host.includes(":") ? `[${account.host}]` : account.host;
  return {
    settings: {
      uri: `sip:${account.user}@${domainHost}${account.port === DEFAULT_PORT ? "" : `:${account.port}`}`,
      domain: `${domainHost}${account.port === DEFAULT_PORT ? "" : `:${account.port}`}`,
      credentials: settings.password === undefined ? undefined : { username: settings.user ?? account.user, password: settings.password },
      hop: { host: proxy.host, port: proxy.port, transport: settings.transport },
      laws: settings.codecs,
      ringSeconds: settings.ringSeconds,
      maxCalls: settings.maxCalls,
    },
  };
}

/** The SIP channel the environment asks for (VOICE_TRANSPORT=sip), or one that fails each call naming what is missing. */
export function voiceOverSip(settings: Config["voice"]["sip"], speech: SpeechSynthesis, receive: ReportResult): Channel {
  const chosen = sipSettings(settings);
  if ("settings" in chosen) return sipChannel(chosen.settings, speech, receive);
  const problem = new ChannelError(chosen.problem, true);
  return { name: "SIP", deviceTypes: ["VOICE"], configured: false, send: () => Promise.reject(problem) };
}

import type { DeviceType } from "@alarm/contract";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import { configureOutgoingRequests } from "../net/outgoing-guard.js";
import type { Channel, ReportResult } from "./channel.js";
import { consoleChannel } from "./console.js";
import { emailChannel } from "./email.js";
import { gatewayChannels } from "./gateway.js";
import { voiceOverSip } from "./sip/sip-settings.js";
import { smsOverSmpp } from "./smpp/smpp-channel.js";
import type { TransceiverLog } from "./smpp/transceiver.js";
import type { SpeechSynthesis } from "./gateway/voice.js";
import { type PushBrowsers, webPushChannel } from "./web-push.js";

export type ChannelDependencies = {
  config: Config;
  db: Db;
  speech: SpeechSynthesis;
  push: PushBrowsers;
  receive: ReportResult;
  /** Where a channel with a connection of its own (an SMPP bind) tells it came up or was lost. */
  log: TransceiverLog;
};

/**
 * Every channel, one per device type. One set of channels runs per process, in the thread that runs
 * the outbox: the send thread when there is one (engine/send-thread.ts), else the main thread, which
 * creates its own only when the send thread cannot start or has died (engine/index.ts). A channel
 * that keeps a connection open (an SMPP bind, a SIP registration) therefore opens it once per process,
 * in that thread, and closes it in `close()` when the thread's outbox stops.
 */
export async function createChannels(dependencies: ChannelDependencies): Promise<Map<DeviceType, Channel>> {
  configureOutgoingRequests(dependencies.config.outgoing);
  const { config, receive, log } = dependencies;
  const channels = [consoleChannel(dependencies), emailChannel(dependencies), ...gatewayChannels(dependencies), await webPushChannel(dependencies)];
  // After the gateway, so that they take its place: SMS over SMPP, calls over SIP.
  if (config.sms.transport === "smpp") channels.push(smsOverSmpp(config.sms.smpp, receive, log));
  if (config.voice.transport === "sip") channels.push(voiceOverSip(config.voice.sip, dependencies.speech, receive));
  const byType = new Map<DeviceType, Channel>();
  for (const channel of channels) for (const type of channel.deviceTypes) byType.set(type, channel);
  return byType;
}

import { type Channel, ChannelError } from "./channel.js";
import { smsText } from "./sms-text.js";
import { gatewayCallbacks } from "./gateway/callbacks.js";
import { gatewayAdapter } from "./gateway/settings.js";
import { callScript } from "./gateway/voice.js";
import type { ChannelDependencies } from "./index.js";

const DEVICE_TYPES = ["SMS", "VOICE"] as const;

/**
 * SMS and voice calls through an HTTP gateway (GATEWAY=generic or twilio). A call plays the alarm's
 * speech text and asks for a key; SMS replies, keys and delivery reports come back through the
 * gateway webhooks (modules/alarms/gateway-webhooks, their dialect in gateway/inbound.ts).
 */
export function gatewayChannels({ config, speech }: Pick<ChannelDependencies, "config" | "speech">): Channel[] {
  const chosen = gatewayAdapter(config.gateway);
  if ("problem" in chosen) {
    const problem = new ChannelError(chosen.problem, true);
    return [{ name: "gateway", deviceTypes: DEVICE_TYPES, configured: false, send: () => Promise.reject(problem) }];
  }
  const { adapter } = chosen;
  const callbacks = gatewayCallbacks(config.publicUrl);
  return [
    {
      name: `gateway (${config.gateway.kind})`,
      deviceTypes: DEVICE_TYPES,
      configured: true,
      async send(message, signal) {
        const common = { messageId: message.messageId, to: message.address, statusCallback: callbacks.status };
        let externalId: string | undefined;
        if (message.deviceType === "SMS") {
          externalId = await adapter.sendSms({ ...common, text: smsText(message) }, signal);
        } else if (message.deviceType === "VOICE") {
          const script = await callScript({ speech, publicUrl: config.publicUrl }, message.speechText, message.participant.language, signal);
          externalId = await adapter.startCall({ ...common, script, inputCallback: callbacks.voiceInput(message.responseToken) }, signal);
        } else {
          throw new ChannelError({ key: "GATEWAY_DEVICE_UNSUPPORTED", params: { deviceType: message.deviceType } }, true);
        }
        return externalId ? { status: "SENT", externalId } : { status: "SENT" };
      },
    },
  ];
}

import type { CallScript } from "./voice.js";

export type SmsRequest = {
  /** The outbox's message id: the same on a retry, so the gateway can drop a repeat. */
  messageId: string;
  to: string;
  text: string;
  statusCallback: string;
};

export type CallRequest = {
  messageId: string;
  to: string;
  script: CallScript;
  statusCallback: string;
  /** Where the gateway posts the key the callee pressed; it carries the signed response token. */
  inputCallback: string;
};

/** One gateway dialect. Each send answers the gateway's id of the message or call (matched by its delivery webhooks). */
export interface GatewayAdapter {
  sendSms(sms: SmsRequest, signal: AbortSignal): Promise<string | undefined>;
  startCall(call: CallRequest, signal: AbortSignal): Promise<string | undefined>;
}

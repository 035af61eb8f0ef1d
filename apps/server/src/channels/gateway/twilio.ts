import type { GatewayAdapter } from "./adapter.js";
import { postToGateway, stringField } from "./http.js";
import { gatherTwiml } from "./twiml.js";

export type TwilioGatewaySettings = { url: string; accountSid: string; token: string; from: string };

export const TWILIO_API_URL = "https://api.twilio.com";

/**
 * Twilio's REST API, or any gateway speaking it: form-encoded POSTs to Messages.json and Calls.json
 * with basic auth (account SID and auth token); the call's TwiML is sent inline. It answers {sid}.
 */
export function twilioGateway(settings: TwilioGatewaySettings): GatewayAdapter {
  const account = `${settings.url.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.token}`).toString("base64")}`;
  const post = async (resource: string, id: string, fields: Record<string, string>, signal: AbortSignal) => {
    const headers = { authorization, "content-type": "application/x-www-form-urlencoded", "i-twilio-idempotency-token": id };
    const answer = await postToGateway(`${account}/${resource}`, headers, new URLSearchParams({ From: settings.from, ...fields }).toString(), signal);
    return stringField(answer, "sid");
  };
  return {
    sendSms: (sms, signal) => post("Messages.json", sms.messageId, { To: sms.to, Body: sms.text, StatusCallback: sms.statusCallback }, signal),
    startCall: (call, signal) =>
      post("Calls.json", call.messageId, { To: call.to, Twiml: gatherTwiml(call.script, call.inputCallback), StatusCallback: call.statusCallback }, signal),
  };
}

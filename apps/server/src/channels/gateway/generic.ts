import type { GatewayAdapter } from "./adapter.js";
import { postToGateway, stringField } from "./http.js";

export type GenericGatewaySettings = { url: string; token: string | undefined; from: string | undefined };

/**
 * A plain JSON gateway: POST {url}/messages and {url}/calls with a bearer token; the message id
 * is the idempotency key (body `id` and header Idempotency-Key). It answers {id}.
 */
export function genericGateway(settings: GenericGatewaySettings): GatewayAdapter {
  const base = settings.url.replace(/\/$/, "");
  const post = async (path: string, id: string, body: object, signal: AbortSignal) => {
    const headers: Record<string, string> = { "content-type": "application/json", "idempotency-key": id };
    if (settings.token) headers.authorization = `Bearer ${settings.token}`;
    const answer = await postToGateway(base + path, headers, JSON.stringify({ id, from: settings.from ?? null, ...body }), signal);
    // A gateway that keeps our id may answer without one.
    return stringField(answer, "id") ?? id;
  };
  return {
    sendSms: (sms, signal) => post("/messages", sms.messageId, { to: sms.to, text: sms.text, statusCallback: sms.statusCallback }, signal),
    startCall: ({ messageId, to, script, statusCallback, inputCallback }, signal) =>
      post("/calls", messageId, { to, ...script, statusCallback, inputCallback }, signal),
  };
}

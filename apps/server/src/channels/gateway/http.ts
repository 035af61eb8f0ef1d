import { OutgoingRefused, outgoingRequests } from "../../net/outgoing-guard.js";
import { ChannelError } from "../channel.js";

/** Answers worth trying again: the gateway is overloaded, down, or the request timed out on its side. */
const isTemporary = (status: number) => status === 408 || status === 429 || status >= 500;
const DETAIL_LENGTH = 300;

/**
 * POSTs to the gateway through the outgoing guard and answers its JSON. Network errors, timeouts
 * (the outbox's deadline aborts `signal`), 408, 429 and 5xx are temporary failures; other refusals,
 * redirects (never followed) and an address the guard refuses are permanent.
 */
export async function postToGateway(url: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<Record<string, unknown>> {
  let status: number;
  let text: string;
  try {
    ({ status, text } = await outgoingRequests().post(url, { headers: { accept: "application/json", ...headers }, body, signal }));
  } catch (error) {
    if (error instanceof OutgoingRefused) throw new ChannelError({ key: "GATEWAY_ADDRESS_REFUSED", params: { reason: error.message } }, true);
    if (signal.aborted) throw new ChannelError({ key: "GATEWAY_TIMEOUT" }, false);
    throw new ChannelError({ key: "GATEWAY_UNREACHABLE", params: { reason: reasonOf(error) } }, false);
  }
  if (status < 200 || status > 299) {
    throw new ChannelError({ key: "GATEWAY_ANSWERED", params: { status, detail: detailOf(text) } }, !isTemporary(status));
  }
  return jsonObject(text) ?? {};
}

function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The gateway's own words on a refusal: `message`, `reason` or `error` of a JSON answer, else the start of the text. */
function detailOf(text: string): string {
  const json = jsonObject(text);
  const said = json && [json.message, json.reason, json.error].find((value) => typeof value === "string");
  const detail = (typeof said === "string" ? said : text).trim().slice(0, DETAIL_LENGTH);
  return detail ? `: ${detail}` : "";
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A string field of the gateway's answer, e.g. the id it gave the message. */
export function stringField(answer: Record<string, unknown>, name: string): string | undefined {
  const value = answer[name];
  return typeof value === "string" && value ? value : typeof value === "number" ? String(value) : undefined;
}

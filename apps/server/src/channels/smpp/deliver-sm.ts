import type { PDU } from "smpp";

/** What a deliver_sm from the SMS centre carries: a delivery receipt for one of ours, or a participant's text. */
export type Delivered =
  | { kind: "receipt"; messageId: string; outcome: "DELIVERED" | "FAILED" | null; state: string; error: string | null }
  | { kind: "text"; from: string; text: string };

/** esm_class bits of a receipt: the SMSC delivery receipt (0x04) and intermediate notifications (0x20). */
const RECEIPT_BITS = 0x04 | 0x20;

/** SMPP 3.4's message_state TLV values, by the stat words of the receipt text (Appendix B). */
const STATES: Record<number, string> = { 1: "ENROUTE", 2: "DELIVRD", 3: "EXPIRED", 4: "DELETED", 5: "UNDELIV", 6: "ACCEPTD", 7: "UNKNOWN", 8: "REJECTD" };
const FAILED_STATES = new Set(["EXPIRED", "DELETED", "UNDELIV", "UNKNOWN", "REJECTD"]);

const textOf = (shortMessage: unknown): string => {
  if (typeof shortMessage === "string") return shortMessage;
  if (Buffer.isBuffer(shortMessage)) return shortMessage.toString("latin1");
  const message = (shortMessage as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : Buffer.isBuffer(message) ? message.toString("latin1") : "";
};

/** The sender as the console keeps numbers: an international number (TON 1) with its +. */
function senderOf(pdu: PDU): string {
  const address = String(pdu.source_addr ?? "").trim();
  return pdu.source_addr_ton === 1 && /^\d+$/.test(address) ? `+${address}` : address;
}

/**
 * Reads a deliver_sm: a receipt by its esm_class, its message id and state from the TLVs where the
 * centre sends them, else from the receipt text (`id:… stat:DELIVRD err:000`); anything else is
 * text a participant sent (the library has decoded it as its data_coding says).
 */
export function readDeliverSm(pdu: PDU): Delivered {
  const text = textOf(pdu.short_message ?? pdu.message_payload);
  const esmClass = typeof pdu.esm_class === "number" ? pdu.esm_class : 0;
  if ((esmClass & RECEIPT_BITS) === 0) return { kind: "text", from: senderOf(pdu), text };
  const field = (name: string) => new RegExp(`(?:^|\\s)${name}:(\\S+)`, "i").exec(text)?.[1] ?? null;
  const messageId = typeof pdu.receipted_message_id === "string" && pdu.receipted_message_id ? pdu.receipted_message_id : (field("id") ?? "");
  const state = (typeof pdu.message_state === "number" ? STATES[pdu.message_state] : undefined) ?? field("stat")?.toUpperCase() ?? "UNKNOWN";
  const outcome = state === "DELIVRD" ? "DELIVERED" : FAILED_STATES.has(state) ? "FAILED" : null;
  const error = field("err");
  return { kind: "receipt", messageId, outcome, state, error: error && !/^0+$/.test(error) ? error : null };
}

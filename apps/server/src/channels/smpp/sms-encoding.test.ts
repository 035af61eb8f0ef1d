import { PDU } from "smpp";
import { describe, expect, it } from "vitest";
import { readDeliverSm } from "./deliver-sm.js";
import { DATA_CODING, smsParts } from "./sms-encoding.js";

const header = (part: Buffer) => [...part.subarray(0, 6)];
const ucs2 = (part: Buffer, from = 0) => Buffer.from(part.subarray(from)).swap16().toString("utf16le");

describe("SMS encoding", () => {
  it("sends English and German text in the GSM 7-bit alphabet, one septet a character, up to 160 in one message", () => {
    const text = "Brand in Halle 3: Rauchmelder ausgelöst. Bitte prüfen Sie die Lage vor Ort (Tür Süd)!";
    const { dataCoding, parts, concatenated } = smsParts(text, 7);
    expect(dataCoding).toBe(DATA_CODING.GSM);
    expect(concatenated).toBe(false);
    expect(parts[0]!.length).toBe(text.length);
    expect(smsParts("x".repeat(160), 1).parts).toHaveLength(1);
  });

  it("sends Czech text as UCS-2, 70 characters in one message", () => {
    const text = "Požár v hale 3: přijměte, prosím.";
    const { dataCoding, parts } = smsParts(text, 1);
    expect(dataCoding).toBe(DATA_CODING.UCS2);
    expect(ucs2(parts[0]!)).toBe(text);
    expect(smsParts("ř".repeat(70), 1).parts).toHaveLength(1);
    expect(smsParts("ř".repeat(71), 1).parts).toHaveLength(2);
  });

  it("cuts a long GSM text into parts of 153 septets behind the concatenation header, never inside a two-septet character", () => {
    const text = `${"a".repeat(152)}€${"b".repeat(200)}`;
    const { parts, concatenated } = smsParts(text, 9);
    expect(concatenated).toBe(true);
    expect(parts.map(header)).toEqual([
      [5, 0, 3, 9, 3, 1],
      [5, 0, 3, 9, 3, 2],
      [5, 0, 3, 9, 3, 3],
    ]);
    // The euro sign is ESC + e: it would straddle 152/153, so the first part ends before it.
    expect(parts[0]!.length - 6).toBe(152);
    expect(parts[1]![6]).toBe(0x1b);
    expect(parts.reduce((sum, part) => sum + part.length - 6, 0)).toBe(152 + 2 + 200);
  });

  it("cuts a long UCS-2 text into parts of 67 characters, never inside a surrogate pair", () => {
    const text = `${"ž".repeat(66)}🔥${"ů".repeat(100)}`;
    const { parts } = smsParts(text, 200);
    expect(parts.map((part) => ucs2(part, 6)).join("")).toBe(text);
    expect(ucs2(parts[0]!, 6)).toBe("ž".repeat(66));
    expect(parts.every((part) => part.length - 6 <= 134)).toBe(true);
  });
});

describe("deliver_sm from the SMS centre", () => {
  it("reads a delivery receipt's id and state from its text, and a failure's error code", () => {
    const receipt = (stat: string, err: string) =>
      new PDU("deliver_sm", {
        esm_class: 0x04,
        short_message: `id:abc123 sub:001 dlvrd:001 submit date:2611291200 done date:2611291201 stat:${stat} err:${err} text:`,
      });
    expect(readDeliverSm(receipt("DELIVRD", "000"))).toEqual({ kind: "receipt", messageId: "abc123", outcome: "DELIVERED", state: "DELIVRD", error: null });
    expect(readDeliverSm(receipt("UNDELIV", "034"))).toEqual({ kind: "receipt", messageId: "abc123", outcome: "FAILED", state: "UNDELIV", error: "034" });
    expect(readDeliverSm(receipt("ENROUTE", "000"))).toMatchObject({ outcome: null });
  });

  it("prefers the receipt's TLVs where the centre sends them", () => {
    const pdu = new PDU("deliver_sm", { esm_class: 0x04, receipted_message_id: "tlv-7", message_state: 5, short_message: "id:other stat:DELIVRD" });
    expect(readDeliverSm(pdu)).toMatchObject({ messageId: "tlv-7", outcome: "FAILED", state: "UNDELIV" });
  });

  it("reads a participant's text with the sender as an international number", () => {
    expect(readDeliverSm(new PDU("deliver_sm", { source_addr_ton: 1, source_addr: "41791234567", short_message: "1 ok" }))).toEqual({
      kind: "text",
      from: "+41791234567",
      text: "1 ok",
    });
  });
});

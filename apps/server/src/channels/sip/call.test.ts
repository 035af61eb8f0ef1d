import { createSocket } from "node:dgram";
import { afterAll, describe, expect, it } from "vitest";
import { startSipPhone } from "../../../test/sip-phone.js";
import { until } from "../../../test/until.js";
import { CallFailed, NoResponse, type SipAccount, SipCall } from "./call.js";
import { header, parse, type SipRequest, serialize } from "./message.js";

/** A call placed straight to a phone at 127.0.0.1:`port`, without a proxy or a password. */
const direct = (port: number, options: Partial<SipAccount> = {}): SipAccount => ({
  uri: "sip:alarms@127.0.0.1",
  domain: `127.0.0.1:${port}`,
  credentials: undefined,
  hop: { host: "127.0.0.1", port, transport: "udp" },
  laws: ["PCMA", "PCMU"],
  ringSeconds: 10,
  ...options,
});

const ringing = await startSipPhone({ number: "+41791110009", answer: "manual" });
const phone = await startSipPhone({ number: "+41791110010" });
afterAll(async () => {
  await Promise.all([ringing.close(), phone.close()]);
});

describe("a SIP call", () => {
  it("is placed over TCP too, in µ-law when that is all it offers, and hears RFC 4733 keys", async () => {
    const call = await SipCall.place(
      direct(phone.port, { hop: { host: "127.0.0.1", port: phone.port, transport: "tcp" }, laws: ["PCMU"] }),
      phone.number,
      AbortSignal.timeout(10_000),
    );
    const keys: string[] = [];
    call.onKey((key) => keys.push(key));
    await phone.press("3");
    await phone.press("#");
    await until(() => keys.length === 2, "the keys", 5_000);
    expect(keys).toEqual(["3", "#"]);
    expect(phone.output()).toMatch(/audio tx pipeline:.*PCMU/);
    await call.hangUp();
    await until(() => phone.ended() === 1, "the phone to hang up", 5_000).catch((error: unknown) => {
      console.log(phone.output());
      throw error;
    });
  });

  it("is cancelled when nobody answers in time, and the phone stops ringing", async () => {
    const placing = SipCall.place(direct(ringing.port, { ringSeconds: 1 }), ringing.number, AbortSignal.timeout(10_000));
    await expect(placing).rejects.toMatchObject({ outcome: "NO_ANSWER", status: 487 });
    expect(ringing.rung()).toBe(1);
    await until(() => ringing.ended() === 1, "the phone to stop ringing", 5_000);
  });

  it("fails as unreachable when nothing answers at the address", async () => {
    const silent = createSocket("udp4");
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", resolve));
    const placing = SipCall.place(direct(silent.address().port, { ringSeconds: 1 }), "+41791110011", AbortSignal.timeout(10_000));
    await expect(placing).rejects.toBeInstanceOf(CallFailed);
    await expect(placing).rejects.toMatchObject({ outcome: "UNREACHABLE" });
    // Said as SIP_NO_RESPONSE in the reader's language, not in the user agent's English words.
    await expect(placing).rejects.toBeInstanceOf(NoResponse);
    silent.close();
  });

  it("hears a key sent as SIP INFO (application/dtmf-relay), and ends when the other side says BYE", async () => {
    // A PBX that answers at once and sends keys by INFO, played over a UDP socket.
    const pbx = createSocket("udp4");
    await new Promise<void>((resolve) => pbx.bind(0, "127.0.0.1", resolve));
    let invite: SipRequest | undefined;
    let caller = { address: "", port: 0 };
    pbx.on("message", (datagram, from) => {
      const message = parse(datagram);
      if (message.kind !== "request" || message.method !== "INVITE") return;
      invite = message;
      caller = from;
      const sdp = "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio 40000 RTP/AVP 8\r\n";
      const copied = message.headers.filter(([name]) => /^(via|from|call-id|cseq)$/i.test(name));
      const ok = {
        kind: "response" as const,
        status: 200,
        reason: "OK",
        headers: [...copied, ["To", `${header(message, "To")};tag=pbx`], ["Contact", `<sip:pbx@127.0.0.1:${pbx.address().port}>`]] as [string, string][],
        body: Buffer.from(sdp),
      };
      pbx.send(serialize(ok), from.port, from.address);
    });
    const call = await SipCall.place(direct(pbx.address().port), "+41791110012", AbortSignal.timeout(10_000));
    const keys: string[] = [];
    call.onKey((key) => keys.push(key));
    const inDialog = (method: string, sequence: number, body = "") =>
      serialize({
        kind: "request",
        method,
        uri: `sip:alarms@${caller.address}:${caller.port}`,
        headers: [
          ["Via", `SIP/2.0/UDP 127.0.0.1:${pbx.address().port};branch=z9hG4bK${method}${sequence}`],
          ["From", `${header(invite!, "To")};tag=pbx`],
          ["To", header(invite!, "From")!],
          ["Call-ID", header(invite!, "Call-ID")!],
          ["CSeq", `${sequence} ${method}`],
          ...(body ? [["Content-Type", "application/dtmf-relay"] as [string, string]] : []),
        ],
        body: Buffer.from(body),
      });
    pbx.send(inDialog("INFO", 1, "Signal=2\r\nDuration=160\r\n"), caller.port, caller.address);
    await until(() => keys.length === 1, "the key", 5_000);
    expect(keys).toEqual(["2"]);
    pbx.send(inDialog("BYE", 2), caller.port, caller.address);
    expect(await call.ended).toBe("the phone hung up");
    pbx.close();
  });
});

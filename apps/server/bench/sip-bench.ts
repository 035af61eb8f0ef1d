import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { type SipAccount, SipCall } from "../src/channels/sip/call.js";
import { header, parse, serialize } from "../src/channels/sip/message.js";
import { startSipPhone } from "../test/sip-phone.js";
import { closedLoop } from "./load.js";

const CALLS_IN_FLIGHT = 4;
const SECONDS = 5;

/**
 * Calls set up a second over SIP against Debian's baresip answering at once: the product's user
 * agent (its sockets, INVITE with the SDP offer, the answer read, ACK, then BYE and its answer)
 * against a bare client on the same phone that sends ready INVITE, ACK and BYE texts from one
 * socket, each with `CALLS_IN_FLIGHT` calls at a time (SIP_MAX_CALLS' default).
 */
export async function sipBenchmark() {
  const phone = await startSipPhone({ number: "+41791234567" });
  try {
    const account: SipAccount = {
      uri: "sip:alarms@127.0.0.1",
      domain: `127.0.0.1:${phone.port}`,
      credentials: undefined,
      hop: { host: "127.0.0.1", port: phone.port, transport: "udp" },
      laws: ["PCMA", "PCMU"],
      ringSeconds: 10,
    };
    const placeAndHangUp = async () => {
      const call = await SipCall.place(account, phone.number, AbortSignal.timeout(10_000));
      await call.hangUp();
    };
    await placeAndHangUp();
    const product = await closedLoop(CALLS_IN_FLIGHT, SECONDS, placeAndHangUp);
    const bare = await bareClient(phone.port, phone.number);
    await bare.call();
    const baseline = await closedLoop(CALLS_IN_FLIGHT, SECONDS, bare.call);
    bare.close();

    console.log(`\nCalls over SIP: ${CALLS_IN_FLIGHT} calls at a time for ${SECONDS} s against baresip answering at once`);
    console.log(`  the product's user agent (INVITE with SDP, answer read, ACK, BYE): ${product.toFixed(1)} calls/s`);
    console.log(`  a bare client (ready INVITE, ACK and BYE from one socket): ${baseline.toFixed(1)} calls/s`);
    console.log(`  ratio user agent / bare: ${(product / baseline).toFixed(2)}`);
  } finally {
    await phone.close();
  }
}

/** The least a SIP client does to set a call up and end it: INVITE, wait for 200, ACK, BYE, wait for 200. */
async function bareClient(port: number, number: string) {
  const socket = createSocket("udp4");
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const local = `127.0.0.1:${socket.address().port}`;
  const waiting = new Map<string, (message: ReturnType<typeof parse>) => void>();
  socket.on("message", (datagram) => {
    const message = parse(datagram);
    if (message.kind === "response" && message.status >= 200) waiting.get(`${header(message, "Call-ID")} ${header(message, "CSeq")}`)?.(message);
  });
  const sdp = `v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio 9 RTP/AVP 8\r\na=rtpmap:8 PCMA/8000\r\n`;
  const send = (method: string, sequence: number, callId: string, to: string, body = "") =>
    socket.send(
      serialize({
        kind: "request",
        method,
        uri: `sip:${number}@127.0.0.1:${port}`,
        headers: [
          ["Via", `SIP/2.0/UDP ${local};branch=z9hG4bK${randomBytes(6).toString("hex")}`],
          ["From", `<sip:bare@127.0.0.1>;tag=${callId}`],
          ["To", to],
          ["Call-ID", callId],
          ["CSeq", `${sequence} ${method}`],
          ["Contact", `<sip:bare@${local}>`],
          ...(body ? [["Content-Type", "application/sdp"] as [string, string]] : []),
        ],
        body: Buffer.from(body),
      }),
      port,
      "127.0.0.1",
    );
  const answer = (callId: string, cseq: string) => new Promise<ReturnType<typeof parse>>((resolve) => waiting.set(`${callId} ${cseq}`, resolve));
  return {
    async call() {
      const callId = randomBytes(8).toString("hex");
      const answered = answer(callId, "1 INVITE");
      send("INVITE", 1, callId, `<sip:${number}@127.0.0.1>`, sdp);
      const to = header(await answered, "To")!;
      send("ACK", 1, callId, to);
      const ended = answer(callId, "2 BYE");
      send("BYE", 2, callId, to);
      await ended;
      waiting.delete(`${callId} 1 INVITE`);
      waiting.delete(`${callId} 2 BYE`);
    },
    close: () => socket.close(),
  };
}

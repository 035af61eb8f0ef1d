import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { digestAuthorization, readChallenge } from "./digest.js";
import { addressUri, header, headers, parameter, parse, serialize } from "./message.js";
import { readAnswer, SdpRefused, sdpOffer } from "./sdp.js";
import { readSipUri, sipSettings } from "./sip-settings.js";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

describe("SIP messages", () => {
  it("reads a response with compact, folded and repeated headers and its body by Content-Length", () => {
    const raw = Buffer.from(
      [
        "SIP/2.0 200 OK",
        "v: SIP/2.0/UDP 10.0.0.1:5060;branch=z9hG4bK1, SIP/2.0/UDP 10.0.0.2;branch=z9hG4bK2",
        "To: <sip:+41791234567@pbx>;tag=abc",
        "Subject: an alarm",
        "  that folds",
        "i: call-1@host",
        "CSeq: 7 INVITE",
        "l: 4",
        "",
        "v=0\r\nnext message",
      ].join("\r\n"),
    );
    const message = parse(raw);
    expect(message).toMatchObject({ kind: "response", status: 200, reason: "OK" });
    expect(headers(message, "Via")).toEqual(["SIP/2.0/UDP 10.0.0.1:5060;branch=z9hG4bK1", "SIP/2.0/UDP 10.0.0.2;branch=z9hG4bK2"]);
    expect(header(message, "call-id")).toBe("call-1@host");
    expect(header(message, "Subject")).toBe("an alarm that folds");
    expect(parameter(header(message, "To"), "tag")).toBe("abc");
    expect(message.body.toString()).toBe("v=0\r");
  });

  it("writes a request that reads back the same, with its Content-Length", () => {
    const request = {
      kind: "request" as const,
      method: "INFO",
      uri: "sip:a@b",
      headers: [["CSeq", "2 INFO"]] as [string, string][],
      body: Buffer.from("Signal=1"),
    };
    const text = serialize(request).toString();
    expect(text).toBe("INFO sip:a@b SIP/2.0\r\nCSeq: 2 INFO\r\nContent-Length: 8\r\n\r\nSignal=1");
    expect(parse(Buffer.from(text))).toEqual({ ...request, headers: [...request.headers, ["Content-Length", "8"]] });
    expect(addressUri('"Alarm" <sip:alarms@pbx;transport=tcp>;tag=1')).toBe("sip:alarms@pbx;transport=tcp");
  });

  it("refuses what is not SIP", () => {
    expect(() => parse(Buffer.from("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))).toThrow(/start line/);
    expect(() => parse(Buffer.from("SIP/2.0 200 OK\r\nno colon here\r\n\r\n"))).toThrow(/header/);
  });
});

describe("digest authentication", () => {
  it("answers RFC 2617's MD5 challenge with qop=auth", () => {
    const challenge = readChallenge(
      'Digest realm="asterisk", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", qop="auth,auth-int", opaque="5ccc069c403ebaf9f0171e9517f40e41"',
    );
    expect(challenge).toEqual({
      realm: "asterisk",
      nonce: "dcd98b7102dd2f0e8b11d0f600bfb0c093",
      qop: "auth",
      opaque: "5ccc069c403ebaf9f0171e9517f40e41",
      algorithm: "MD5",
    });
    const value = digestAuthorization(challenge!, { username: "alarms", password: "secret" }, "INVITE", "sip:+41791234567@pbx", "0a4f113b");
    const expected = md5(`${md5("alarms:asterisk:secret")}:dcd98b7102dd2f0e8b11d0f600bfb0c093:00000001:0a4f113b:auth:${md5("INVITE:sip:+41791234567@pbx")}`);
    expect(value).toContain(`response="${expected}"`);
    expect(value).toMatch(/qop=auth, nc=00000001, cnonce="0a4f113b", opaque="5ccc069c403ebaf9f0171e9517f40e41"$/);
  });

  it("answers a challenge without qop, and SHA-256; another scheme or algorithm is not taken", () => {
    const plain = readChallenge('Digest realm="r", nonce="n"')!;
    expect(digestAuthorization(plain, { username: "u", password: "p" }, "INVITE", "sip:1@h")).toContain(
      `response="${md5(`${md5("u:r:p")}:n:${md5("INVITE:sip:1@h")}`)}"`,
    );
    expect(readChallenge('Digest realm="r", nonce="n", algorithm=SHA-256')?.algorithm).toBe("SHA-256");
    expect(readChallenge('Digest realm="r", nonce="n", algorithm=AKAv1-MD5')).toBeUndefined();
    expect(readChallenge('Basic realm="r"')).toBeUndefined();
  });
});

describe("SDP", () => {
  it("offers the laws in the configured order and key events", () => {
    const offer = sdpOffer("192.0.2.10", 40000, ["PCMU", "PCMA"], 42);
    expect(offer).toContain("m=audio 40000 RTP/AVP 0 8 101\r\n");
    expect(offer).toContain("c=IN IP4 192.0.2.10\r\n");
    expect(offer).toContain("a=rtpmap:101 telephone-event/8000\r\n");
  });

  it("takes the phone's first law we offered, its audio address and its key event type", () => {
    const answer = [
      "v=0",
      "o=- 1 1 IN IP4 192.0.2.20",
      "c=IN IP4 192.0.2.20",
      "m=audio 5004 RTP/AVP 8 96",
      "a=rtpmap:8 PCMA/8000",
      "a=rtpmap:96 telephone-event/8000",
    ].join("\r\n");
    expect(readAnswer(answer, ["PCMU", "PCMA"])).toEqual({ address: "192.0.2.20", port: 5004, law: "PCMA", eventPayload: 96 });
  });

  it("refuses an answer without a law we speak or with the audio turned down", () => {
    expect(() => readAnswer("v=0\r\nc=IN IP4 1.2.3.4\r\nm=audio 5004 RTP/AVP 9\r\n", ["PCMA"])).toThrow(SdpRefused);
    expect(() => readAnswer("v=0\r\nc=IN IP4 1.2.3.4\r\nm=audio 0 RTP/AVP 8\r\n", ["PCMA"])).toThrow(/refused the audio/);
  });
});

describe("SIP settings", () => {
  const base = {
    user: undefined,
    password: undefined,
    outboundProxy: undefined,
    transport: "udp" as const,
    codecs: ["PCMA" as const],
    maxCalls: 4,
    ringSeconds: 25,
  };

  it("reads the account, the proxy and the credentials", () => {
    expect(readSipUri("sip:alarms@[2001:db8::1]:5070;transport=tcp")).toEqual({ user: "alarms", host: "2001:db8::1", port: 5070 });
    const chosen = sipSettings({ ...base, uri: "sip:alarms@pbx.example.org", password: "pw", outboundProxy: "sbc.example.org:5080" });
    expect(chosen).toMatchObject({
      settings: {
        uri: "sip:alarms@pbx.example.org",
        domain: "pbx.example.org",
        credentials: { username: "alarms", password: "pw" },
        hop: { host: "sbc.example.org", port: 5080 },
      },
    });
  });

  it("names SIP_URI when it is missing", () => {
    expect(sipSettings({ ...base, uri: undefined })).toEqual({ problem: { key: "SIP_SETTINGS_MISSING", params: { names: "SIP_URI" } } });
  });
});

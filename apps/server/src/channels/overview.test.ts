import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { channelOverview } from "./overview.js";

const byType = (environment: Record<string, string>) =>
  Object.fromEntries(channelOverview(loadConfig(environment)).map(({ deviceType, ...state }) => [deviceType, state]));

describe("the channel overview", () => {
  it("names what is missing where nothing is set up; the console and push need nothing", () => {
    expect(byType({})).toEqual({
      EMAIL: { transport: "SMTP", configured: false, address: null, problem: { key: "EMAIL_NOT_CONFIGURED" } },
      SMS: { transport: "HTTP_GATEWAY", configured: false, address: null, problem: { key: "GATEWAY_NOT_CONFIGURED" } },
      VOICE: { transport: "HTTP_GATEWAY", configured: false, address: null, problem: { key: "GATEWAY_NOT_CONFIGURED" } },
      PUSH: { transport: "WEB_PUSH", configured: true, address: null, problem: null },
      APP: { transport: "CONSOLE", configured: true, address: null, problem: null },
    });
  });

  it("shows SMS over SMPP beside calls through Twilio, with addresses but never credentials", () => {
    const channels = byType({
      SMTP_URL: "smtps://mailer:secret@mail.example.net:465",
      SMS_TRANSPORT: "smpp",
      SMPP_URL: "smpp://smsc.example.net:2775",
      SMPP_SYSTEM_ID: "alarms",
      SMPP_PASSWORD: "pw",
      SMPP_SOURCE_ADDRESS: "ALARMS",
      GATEWAY: "twilio",
      GATEWAY_ACCOUNT_SID: "AC123",
      GATEWAY_TOKEN: "token",
      GATEWAY_FROM: "+41790000000",
    });
    expect(channels.EMAIL).toEqual({ transport: "SMTP", configured: true, address: "mail.example.net:465", problem: null });
    expect(channels.SMS).toEqual({ transport: "SMPP", configured: true, address: "smsc.example.net:2775", problem: null });
    expect(channels.VOICE).toEqual({ transport: "TWILIO", configured: true, address: "api.twilio.com", problem: null });
    expect(JSON.stringify(channels)).not.toMatch(/secret|mailer|token/);
  });

  it("shows calls over SIP by the proxy they go through, never the password; names SIP_URI when it is missing", () => {
    const sip = byType({
      VOICE_TRANSPORT: "sip",
      SIP_URI: "sip:alarms@pbx.example.net",
      SIP_PASSWORD: "trunk-secret",
      SIP_OUTBOUND_PROXY: "sbc.example.net:5080",
    });
    expect(sip.VOICE).toEqual({ transport: "SIP", configured: true, address: "sbc.example.net:5080", problem: null });
    expect(JSON.stringify(sip)).not.toContain("trunk-secret");
    expect(byType({ VOICE_TRANSPORT: "sip" }).VOICE).toEqual({
      transport: "SIP",
      configured: false,
      address: null,
      problem: { key: "SIP_SETTINGS_MISSING", params: { names: "SIP_URI" } },
    });
  });

  it("says which SMPP settings are missing", () => {
    expect(byType({ SMS_TRANSPORT: "smpp", SMPP_URL: "smpp://smsc.example.net:2775" }).SMS).toEqual({
      transport: "SMPP",
      configured: false,
      address: "smsc.example.net:2775",
      problem: { key: "SMPP_SETTINGS_MISSING", params: { names: "SMPP_SYSTEM_ID, SMPP_PASSWORD, SMPP_SOURCE_ADDRESS" } },
    });
  });
});

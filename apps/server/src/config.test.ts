import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "./data",
      databaseUrl: undefined,
      demoData: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86400,
    });
  });

  it("turns demo data off by default on PostgreSQL and reads durations", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@h/db", ACCESS_TOKEN_TTL: "2h", DEMO_DATA: "" });
    expect(config.demoData).toBe(false);
    expect(config.accessTokenTtlSeconds).toBe(7200);
  });

  it("reads a replica for reads beside DATABASE_URL, and refuses one without it", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", DATABASE_READ_URL: "postgres://u@replica/db" }).databaseReadUrl).toBe("postgres://u@replica/db");
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: "postgres://u@replica/db" })).toThrow(/DATABASE_READ_URL: is needed only with DATABASE_URL/);
  });

  it("reads the SMS centre's settings and refuses an address that is not smpp:// or ssmpp://", () => {
    const config = loadConfig({ SMS_TRANSPORT: "smpp", SMPP_URL: "smpp://smsc.example.net:2775", SMPP_SYSTEM_ID: "alarms", SMPP_PASSWORD: "secret" });
    expect(config.sms).toEqual({
      transport: "smpp",
      smpp: { url: "smpp://smsc.example.net:2775", systemId: "alarms", password: "secret", systemType: "", sourceAddress: undefined, enquireLinkSeconds: 30 },
    });
    expect(loadConfig({ SMPP_URL: "ssmpp://smsc.example.net:3550" }).sms.smpp.url).toBe("ssmpp://smsc.example.net:3550");
    expect(() => loadConfig({ SMPP_URL: "http://smsc.example.net" })).toThrow(/SMPP_URL/);
    expect(() => loadConfig({ SMPP_PASSWORD: "much-too-long" })).toThrow(/SMPP_PASSWORD/);
  });

  it("names every bad variable in one message", () => {
    const load = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", JWT_SECRET: "short", ACCESS_TOKEN_TTL: "15 minutes" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*ACCESS_TOKEN_TTL/);
  });

  it("reads the outgoing request settings: loopback off and no extra hosts unless set", () => {
    expect(loadConfig({}).outgoing).toEqual({ allowLoopback: false, allowedHosts: [], pushServiceHosts: [] });
    const set = loadConfig({
      OUTGOING_ALLOW_LOOPBACK: "1",
      OUTGOING_ALLOWED_HOSTS: " sms.intranet.example , 10.1.2.3",
      PUSH_SERVICE_HOSTS: "*.Push.Example.org,push.example.net.",
    });
    expect(set.outgoing).toEqual({
      allowLoopback: true,
      allowedHosts: ["sms.intranet.example", "10.1.2.3"],
      pushServiceHosts: ["*.push.example.org", "push.example.net"],
    });
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: "https://push.example.org/" })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it("keeps /metrics off unless opened or given a token, which then is required", () => {
    expect(loadConfig({}).metrics).toEqual({ access: "off", token: undefined });
    expect(loadConfig({ METRICS: "open" }).metrics).toEqual({ access: "open", token: undefined });
    expect(loadConfig({ METRICS: "open", METRICS_TOKEN: "a-scrape-token-16+" }).metrics).toEqual({ access: "token", token: "a-scrape-token-16+" });
    expect(() => loadConfig({ METRICS: "yes" })).toThrow(/METRICS/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
  it("turns single sign-on on only with an issuer and a client id, and reads its settings", () => {
    expect(loadConfig({}).sso).toBeUndefined();
    const sso = loadConfig({
      OIDC_ISSUER: "https://id.example.org/realms/alarms",
      OIDC_CLIENT_ID: "alarm-console",
      OIDC_CLIENT_SECRET: "s3cret",
      OIDC_ROLE_MAP: " nurses=Ward staff; admins = Administrators ;nurses=Readers",
      OIDC_CREATE_USERS: "0",
      OIDC_MATCH_USERNAME: "1",
    }).sso;
    expect(sso).toEqual({
      issuer: "https://id.example.org/realms/alarms",
      clientId: "alarm-console",
      clientSecret: "s3cret",
      displayName: "Single sign-on",
      scopes: ["openid", "profile", "email"],
      roleClaim: "groups",
      roleMap: [
        { value: "nurses", role: "Ward staff" },
        { value: "admins", role: "Administrators" },
        { value: "nurses", role: "Readers" },
      ],
      organizationId: 1,
      createUsers: false,
      matchUsername: true,
    });
    expect(loadConfig({ OIDC_ISSUER: "http://127.0.0.1:4000", OIDC_CLIENT_ID: "c", OIDC_SCOPES: "openid email groups" }).sso).toMatchObject({
      issuer: "http://127.0.0.1:4000",
      clientSecret: undefined,
      scopes: ["openid", "email", "groups"],
      createUsers: true,
      matchUsername: false,
    });
  });

  it("refuses a bad single sign-on setting at start, naming it", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "not a url", OIDC_CLIENT_ID: "c" })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ OIDC_ISSUER: "http://id.example.org", OIDC_CLIENT_ID: "c" })).toThrow(/OIDC_ISSUER: must be an https:\/\/ URL/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.org" })).toThrow(/OIDC_CLIENT_ID: is needed with OIDC_ISSUER/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: "c" })).toThrow(/OIDC_ISSUER: is needed with OIDC_CLIENT_ID/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.org", OIDC_CLIENT_ID: "c", OIDC_SCOPES: "profile email" })).toThrow(/OIDC_SCOPES/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.org", OIDC_CLIENT_ID: "c", OIDC_ROLE_MAP: "nurses" })).toThrow(/OIDC_ROLE_MAP/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.org", OIDC_CLIENT_ID: "c", OIDC_ORGANIZATION_ID: "zero" })).toThrow(/OIDC_ORGANIZATION_ID/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.org", OIDC_CLIENT_ID: "c", OIDC_MATCH_USERNAME: "always" })).toThrow(/OIDC_MATCH_USERNAME/);
  });
});

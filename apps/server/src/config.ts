import { z } from "zod";

const flag = z.enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""]).transform((value) => ["1", "true", "yes", "on"].includes(value));

/** A comma-separated list of host names; `*.example.org` stands for every name below example.org. */
const hostList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((host) => host.trim().toLowerCase().replace(/\.$/, ""))
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$|^[0-9a-f:.]+$/, "host names separated by commas, e.g. push.example.org,*.example.net")));

const duration = z
  .string()
  .regex(/^\d+(s|m|h|d)$/, "a number followed by s, m, h or d, e.g. 15m")
  .transform((value) => {
    const unit = { s: 1, m: 60, h: 3600, d: 86400 }[value.slice(-1) as "s" | "m" | "h" | "d"];
    return Number(value.slice(0, -1)) * unit;
  });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The OpenID provider's issuer: https, or http on a loopback address (tests, a provider on the same machine). */
const issuerUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = URL.parse(value);
    return !url || url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
  }, "must be an https:// URL (http:// only on a loopback address)")
  .refine((value) => {
    const url = URL.parse(value);
    return !url || (!url.search && !url.hash);
  }, "must be the issuer URL without query or fragment");

/** `claim value=role name` pairs separated by semicolons; a value may name several roles in several pairs. */
const roleMap = z
  .string()
  .transform((value) =>
    value
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return { value: at < 0 ? "" : pair.slice(0, at).trim(), role: at < 0 ? "" : pair.slice(at + 1).trim() };
      }),
  )
  .refine((pairs) => pairs.every((pair) => pair.value && pair.role), "claim=role pairs separated by semicolons, e.g. nurses=Ward staff;admins=Administrators");

const scopeList = z
  .string()
  .transform((value) => [...new Set(value.split(/[\s,]+/).filter(Boolean))])
  .refine((scopes) => scopes.includes("openid"), "must include openid, e.g. openid profile email");

/** Every environment variable the server reads; documented in the README. */
const environment = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(200),
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    DEMO_DATA: flag.optional(),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ACCESS_TOKEN_TTL: duration.default(900),
    REFRESH_TOKEN_TTL: duration.default(30 * 86400),
    APP_SESSION_TTL: duration.default(180 * 86400),
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
    SHELVING_LIMIT: duration.refine((seconds) => seconds >= 60 && seconds <= 7 * 86_400, "between 1m and 7d").default(8 * 3600),
    FLOOD_ALARMS: z.coerce.number().int().min(0).max(100_000).default(10),
    CHATTER_ALARMS: z.coerce.number().int().min(0).max(1000).default(3),
    FLOOD_WINDOW: duration.refine((seconds) => seconds >= 60 && seconds <= 86_400, "between 1m and 24h").default(600),
    LOGIN_ATTEMPTS_PER_LOGIN_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
    LOGIN_ATTEMPTS_PER_LOGIN: z.coerce.number().int().min(1).default(50),
    LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    LOGIN_ATTEMPT_WINDOW: duration.default(900),
    LOGIN_LOCKOUT_MAX: duration.default(3600),
    AUTH_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(400),
    TRUST_PROXY: flag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST: z.string().optional(),
    INSTRUCTIONS_DIR: z.string().min(1).optional(),
    INSTRUCTION_FILE_MAX_MB: z.coerce.number().positive().max(1024).default(20),
    ESPEAK_NG: z.string().min(1).default("espeak-ng"),
    SPEECH_LINK_TTL: duration.default(600),
    TIME_ZONE: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "an IANA time zone such as Europe/Prague")
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    INBOUND_SMTP_HOST: z.string().min(1).default("0.0.0.0"),
    INBOUND_SMTP_DOMAIN: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, "a mail domain such as alarms.example.com")
      .optional(),
    INBOUND_SMTP_MAX_MB: z.coerce.number().positive().max(100).default(10),
    ENGINE: flag.default(true),
    ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(50),
    ENGINE_SEND_THREAD: flag.default(true),
    SEND_TIMEOUT: duration.default(30),
    SHUTDOWN_GRACE: duration.default(20),
    SEND_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
    SEND_RETRY_DELAY: duration.default(5),
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
    CONTACT_RATE_WINDOW: duration.default(600),
    RESPONSE_LINK_TTL: duration.default(86_400),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    SMTP_FROM: z.string().min(3).default("Alarm console <alarms@localhost>"),
    SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(40),
    GATEWAY: z.enum(["generic", "twilio"]).optional(),
    GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    GATEWAY_TOKEN: z.string().min(1).optional(),
    GATEWAY_ACCOUNT_SID: z.string().min(1).optional(),
    GATEWAY_FROM: z.string().min(1).optional(),
    GATEWAY_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    SMS_TRANSPORT: z.enum(["gateway", "smpp"]).default("gateway"),
    SMPP_URL: z
      .string()
      .regex(/^s?smpp:\/\/[^/]+$/, "must be smpp://host:port or ssmpp://host:port")
      .optional(),
    SMPP_SYSTEM_ID: z.string().min(1).max(15).optional(),
    SMPP_PASSWORD: z.string().max(8, "SMPP 3.4 passwords have at most 8 characters").optional(),
    SMPP_SYSTEM_TYPE: z.string().max(12).default(""),
    SMPP_SOURCE_ADDRESS: z.string().min(1).max(20).optional(),
    SMPP_ENQUIRE_LINK: duration.default(30),
    VOICE_TRANSPORT: z.enum(["gateway", "sip"]).default("gateway"),
    SIP_URI: z
      .string()
      .regex(/^sips?:[^@\s]+@[^\s]+$/i, "must be a SIP address such as sip:alarms@pbx.example.org")
      .optional(),
    SIP_USER: z.string().min(1).max(100).optional(),
    SIP_PASSWORD: z.string().max(200).optional(),
    SIP_OUTBOUND_PROXY: z
      .string()
      .regex(/^(sips?:)?[^\s@;]+$/i, "must be host[:port] or sip:host[:port]")
      .optional(),
    SIP_TRANSPORT: z.enum(["udp", "tcp"]).default("udp"),
    SIP_CODECS: z
      .string()
      .transform((value) => value.split(",").map((codec) => codec.trim().toUpperCase()))
      .pipe(z.array(z.enum(["PCMA", "PCMU"])).min(1))
      .default(["PCMA", "PCMU"]),
    SIP_MAX_CALLS: z.coerce.number().int().min(1).max(500).default(4),
    SIP_RING_TIMEOUT: duration.default(25),
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "a mailto: or https:// address")
      .default("mailto:alarms@localhost"),
    PUSH_SERVICE_HOSTS: hostList.default([]),
    OUTGOING_ALLOWED_HOSTS: hostList.default([]),
    OUTGOING_ALLOW_LOOPBACK: flag.default(false),
    TEST_CLOCK: flag.default(false),
    METRICS: z.enum(["open", "off"]).default("off"),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    OIDC_ISSUER: issuerUrl.optional(),
    OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
    OIDC_DISPLAY_NAME: z.string().trim().min(1).max(60).default("Single sign-on"),
    OIDC_SCOPES: scopeList.default(["openid", "profile", "email"]),
    OIDC_ROLE_CLAIM: z.string().trim().min(1).max(200).default("groups"),
    OIDC_ROLE_MAP: roleMap.default([]),
    OIDC_ORGANIZATION_ID: z.coerce.number().int().min(1).default(1),
    OIDC_CREATE_USERS: flag.default(true),
    OIDC_MATCH_USERNAME: flag.default(false),
  })
  .superRefine((env, context) => {
    // Single sign-on is on with both; one without the other is a mistake, not "off".
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) context.addIssue({ code: "custom", path: ["OIDC_CLIENT_ID"], message: "is needed with OIDC_ISSUER" });
    // The embedded database has no replica to read from.
    if (env.DATABASE_READ_URL && !env.DATABASE_URL)
      context.addIssue({ code: "custom", path: ["DATABASE_READ_URL"], message: "is needed only with DATABASE_URL" });
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER) context.addIssue({ code: "custom", path: ["OIDC_ISSUER"], message: "is needed with OIDC_CLIENT_ID" });
  });

/** Single sign-on with an OpenID Connect provider (modules/auth/sso-*.ts). */
export type SsoConfig = {
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE only). */
  clientSecret: string | undefined;
  /** The provider's name on the login page's button. */
  displayName: string;
  scopes: string[];
  /** The claim (a string or an array of strings; a dotted path reaches into objects) whose values map to roles. */
  roleClaim: string;
  roleMap: { value: string; role: string }[];
  /** Where users first seen through single sign-on are created. */
  organizationId: number;
  createUsers: boolean;
  /** Match `preferred_username` to a user with a password of its own too (off: only to users without one). */
  matchUsername: boolean;
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Requests that may wait for one of the pool's connections; past it a request is answered 503 SERVER_BUSY (http/overload-guard.ts). */
  databaseQueueLimit: number;
  /** A replica for reports, exports, the history and the dashboard (docs/high-availability.md). */
  databaseReadUrl: string | undefined;
  dataDir: string;
  adminPassword: string | undefined;
  demoData: boolean;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A phone's sign-in to the participant app lasts this long after its last use (it is revocable in the console). */
  appSessionTtlSeconds: number;
  /** Audit log entries older than this are deleted. */
  auditRetentionDays: number;
  /** The longest an operator may shelve an alarm point for (ISA-18.2 shelving), in seconds. */
  shelvingLimitSeconds: number;
  /**
   * Flood protection (ISA-18.2's alarm flood): more than `alarms` new alarms of an organization's
   * points within `windowSeconds` is a flood; 0 alarms turns it off.
   */
  flood: { alarms: number; windowSeconds: number };
  /** A point raising this many alarms within a minute chatters (ISA-18.2): its repeats fold into its open alarm; 0 turns it off. */
  chatterAlarms: number;
  loginAttemptsPerLoginAndAddress: number;
  loginAttemptsPerLogin: number;
  loginAttemptsPerAddress: number;
  loginAttemptWindowSeconds: number;
  loginLockoutMaxSeconds: number;
  authFailureDelayMs: number;
  trustProxy: boolean;
  logLevel: string;
  webDist: string | undefined;
  /** Zone of schedule times that do not name one. */
  timeZone: string;
  /** Where instruction files are stored, one folder per organization id. */
  instructionsDir: string;
  instructionFileMaxBytes: number;
  /** The espeak-ng program that synthesizes speech texts. */
  espeakNg: string;
  speechLinkTtlSeconds: number;
  /** Where participants' links point: the console's address as they reach it. */
  publicUrl: string;
  /** On SIGTERM, how long requests and sends in flight may take before the rest are handed back. */
  shutdownGraceSeconds: number;
  engine: {
    enabled: boolean;
    /** Sends in flight per instance. */
    concurrency: number;
    /** With PostgreSQL, the outbox sends from a thread of its own (engine/send-thread.ts). */
    sendThread: boolean;
    /** A send not answered by then is retried with the same message id. */
    sendTimeoutSeconds: number;
    sendAttempts: number;
    retryDelaySeconds: number;
    /** At most this many SMS and voice calls to one number per window. */
    contactRateLimit: number;
    contactRateWindowSeconds: number;
    responseLinkTtlSeconds: number;
  };
  smtp: { url: string | undefined; from: string; connections: number };
  gateway: {
    kind: "generic" | "twilio" | undefined;
    url: string | undefined;
    token: string | undefined;
    accountSid: string | undefined;
    from: string | undefined;
    webhookSecret: string | undefined;
  };
  /** How SMS leave: the HTTP gateway above, or SMPP to an SMS centre (channels/smpp). */
  sms: {
    transport: "gateway" | "smpp";
    smpp: {
      url: string | undefined;
      systemId: string | undefined;
      password: string | undefined;
      systemType: string;
      sourceAddress: string | undefined;
      enquireLinkSeconds: number;
    };
  };
  /** How voice calls leave: the HTTP gateway above, or SIP through a PBX or trunk (channels/sip). */
  voice: {
    transport: "gateway" | "sip";
    sip: {
      uri: string | undefined;
      user: string | undefined;
      password: string | undefined;
      outboundProxy: string | undefined;
      transport: "udp" | "tcp";
      codecs: ("PCMA" | "PCMU")[];
      maxCalls: number;
      ringSeconds: number;
    };
  };
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Requests to addresses the server is given (push endpoints, gateways): net/outgoing-guard.ts. */
  outgoing: {
    /** Loopback addresses may be reached (tests against local fakes). */
    allowLoopback: boolean;
    /** Reached whatever address they resolve to. */
    allowedHosts: string[];
    /** Push services beyond the well-known ones that browsers' endpoints may name. */
    pushServiceHosts: string[];
  };
  /** Mail to `<integration key>@<domain>` raises the key's alarm; off while `port` is undefined. */
  inboundSmtp: { port: number | undefined; host: string; domain: string; maxBytes: number };
  /** Test mode: tests may move the clock forward (core/clock.ts), also through POST /rest/api/test/clock. */
  testClock: boolean;
  /** GET /metrics: off (404), open to anyone who reaches it, or behind `Authorization: Bearer <token>` when a token is set. */
  metrics: { access: "off" | "open" | "token"; token: string | undefined };
  /** Single sign-on: on only when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
  sso: SsoConfig | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws one message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseQueueLimit: e.DATABASE_QUEUE_LIMIT,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: e.DATA_DIR,
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
    appSessionTtlSeconds: e.APP_SESSION_TTL,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    shelvingLimitSeconds: e.SHELVING_LIMIT,
    flood: { alarms: e.FLOOD_ALARMS, windowSeconds: e.FLOOD_WINDOW },
    chatterAlarms: e.CHATTER_ALARMS,
    loginAttemptsPerLoginAndAddress: e.LOGIN_ATTEMPTS_PER_LOGIN_AND_ADDRESS,
    loginAttemptsPerLogin: e.LOGIN_ATTEMPTS_PER_LOGIN,
    loginAttemptsPerAddress: e.LOGIN_ATTEMPTS_PER_ADDRESS,
    loginAttemptWindowSeconds: e.LOGIN_ATTEMPT_WINDOW,
    loginLockoutMaxSeconds: e.LOGIN_LOCKOUT_MAX,
    authFailureDelayMs: e.AUTH_FAILURE_DELAY_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    timeZone: e.TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    instructionsDir: e.INSTRUCTIONS_DIR ?? `${e.DATA_DIR}/instructions`,
    instructionFileMaxBytes: Math.round(e.INSTRUCTION_FILE_MAX_MB * 1024 * 1024),
    espeakNg: e.ESPEAK_NG,
    speechLinkTtlSeconds: e.SPEECH_LINK_TTL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    inboundSmtp: {
      port: e.INBOUND_SMTP_PORT,
      host: e.INBOUND_SMTP_HOST,
      domain: e.INBOUND_SMTP_DOMAIN ?? new URL(e.PUBLIC_URL ?? "http://localhost").hostname,
      maxBytes: Math.round(e.INBOUND_SMTP_MAX_MB * 1024 * 1024),
    },
    shutdownGraceSeconds: e.SHUTDOWN_GRACE,
    engine: {
      enabled: e.ENGINE,
      concurrency: e.ENGINE_CONCURRENCY,
      sendThread: e.ENGINE_SEND_THREAD,
      sendTimeoutSeconds: e.SEND_TIMEOUT,
      sendAttempts: e.SEND_ATTEMPTS,
      retryDelaySeconds: e.SEND_RETRY_DELAY,
      contactRateLimit: e.CONTACT_RATE_LIMIT,
      contactRateWindowSeconds: e.CONTACT_RATE_WINDOW,
      responseLinkTtlSeconds: e.RESPONSE_LINK_TTL,
    },
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM, connections: e.SMTP_CONNECTIONS },
    gateway: {
      kind: e.GATEWAY,
      url: e.GATEWAY_URL,
      token: e.GATEWAY_TOKEN,
      accountSid: e.GATEWAY_ACCOUNT_SID,
      from: e.GATEWAY_FROM,
      webhookSecret: e.GATEWAY_WEBHOOK_SECRET,
    },
    sms: {
      transport: e.SMS_TRANSPORT,
      smpp: {
        url: e.SMPP_URL,
        systemId: e.SMPP_SYSTEM_ID,
        password: e.SMPP_PASSWORD,
        systemType: e.SMPP_SYSTEM_TYPE,
        sourceAddress: e.SMPP_SOURCE_ADDRESS,
        enquireLinkSeconds: e.SMPP_ENQUIRE_LINK,
      },
    },
    voice: {
      transport: e.VOICE_TRANSPORT,
      sip: {
        uri: e.SIP_URI,
        user: e.SIP_USER,
        password: e.SIP_PASSWORD,
        outboundProxy: e.SIP_OUTBOUND_PROXY,
        transport: e.SIP_TRANSPORT,
        codecs: e.SIP_CODECS,
        maxCalls: e.SIP_MAX_CALLS,
        ringSeconds: e.SIP_RING_TIMEOUT,
      },
    },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    outgoing: { allowLoopback: e.OUTGOING_ALLOW_LOOPBACK, allowedHosts: e.OUTGOING_ALLOWED_HOSTS, pushServiceHosts: e.PUSH_SERVICE_HOSTS },
    testClock: e.TEST_CLOCK,
    metrics: { access: e.METRICS_TOKEN ? "token" : e.METRICS, token: e.METRICS_TOKEN },
    sso:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            displayName: e.OIDC_DISPLAY_NAME,
            scopes: e.OIDC_SCOPES,
            roleClaim: e.OIDC_ROLE_CLAIM,
            roleMap: e.OIDC_ROLE_MAP,
            organizationId: e.OIDC_ORGANIZATION_ID,
            createUsers: e.OIDC_CREATE_USERS,
            matchUsername: e.OIDC_MATCH_USERNAME,
          }
        : undefined,
  };
}

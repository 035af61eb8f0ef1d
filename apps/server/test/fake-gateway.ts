import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, randomUUID } from "node:crypto";
import { twilioSignature } from "../src/channels/gateway/webhook-signature.js";
import { waitForArrival } from "./arrivals.js";

/**
 * accept: answers with an id; fail: 500; refuse: 400; hang: takes the request and never answers
 * (until `setBehaviour` changes it or the gateway closes).
 */
export type FakeGatewayMode = "accept" | "fail" | "refuse" | "hang";

export type FakeGatewayBehaviour = {
  mode: FakeGatewayMode;
  /** Only the next this many requests; later ones are accepted again. */
  times?: number;
  /** Answer (or fail) only after this long. */
  delayMs?: number;
  /** The HTTP status of a failure or refusal instead of 500 or 400, e.g. 429 or 503. */
  status?: number;
};

export type FakeGatewayOptions = {
  mode?: FakeGatewayMode;
  /** The bearer token (generic) or auth token (twilio) it expects; requests without it answer 401. */
  token?: string;
  /** The account SID of the Twilio dialect; the URL and basic-auth user must name it. */
  accountSid?: string;
};

export type GatewayRequest = {
  /** 1, 2, 3 … in arrival order. */
  sequence: number;
  arrivedAt: Date;
  dialect: "generic" | "twilio";
  kind: "SMS" | "VOICE";
  path: string;
  /** Header names in lower case. */
  headers: IncomingHttpHeaders;
  raw: string;
  /** The JSON body (generic) or the form fields (twilio). */
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  to: string | undefined;
  from: string | undefined;
  /** SMS text, the generic call's speech text, or the Twilio call's TwiML. */
  text: string | undefined;
  statusCallback: string | undefined;
  /** Generic calls only (Twilio's sits in the TwiML's <Gather action>). */
  inputCallback: string | undefined;
  /** How the fake answered: an HTTP status, or "hang". */
  answer: number | "hang";
  /** The id or sid it answered with; a repeated idempotency key gets the first one again. */
  externalId: string | undefined;
  /** The idempotency key was seen before in an accepted request. */
  duplicate: boolean;
};

export type FakeGateway = {
  /** Base URL for GATEWAY_URL, e.g. http://127.0.0.1:40123. */
  url: string;
  token: string;
  accountSid: string;
  /** Every request in arrival order, however it was answered. */
  requests: GatewayRequest[];
  /** Resolves with the first request (already here or arriving) the predicate picks; rejects after `timeoutMs`. */
  waitFor(predicate: (request: GatewayRequest) => boolean, timeoutMs?: number): Promise<GatewayRequest>;
  setBehaviour(behaviour: FakeGatewayMode | FakeGatewayBehaviour): void;
  close(): Promise<void>;
};

const ROUTES: { pattern: RegExp; dialect: GatewayRequest["dialect"]; kind: GatewayRequest["kind"] }[] = [
  { pattern: /^\/messages$/, dialect: "generic", kind: "SMS" },
  { pattern: /^\/calls$/, dialect: "generic", kind: "VOICE" },
  { pattern: /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/, dialect: "twilio", kind: "SMS" },
  { pattern: /^\/2010-04-01\/Accounts\/([^/]+)\/Calls\.json$/, dialect: "twilio", kind: "VOICE" },
];

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** A telephony gateway on 127.0.0.1 that speaks the generic and the Twilio dialect, for tests and benchmarks. */
export async function startFakeGateway(options: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const token = options.token ?? "fake-gateway-token";
  const accountSid = options.accountSid ?? "AC00000000000000000000000000000000";
  const requests: GatewayRequest[] = [];
  const waiters = new Set<(request: GatewayRequest) => void>();
  const idsByKey = new Map<string, string>();
  let behaviour: FakeGatewayBehaviour = { mode: options.mode ?? "accept" };

  const nextBehaviour = (): FakeGatewayBehaviour => {
    const current = behaviour;
    if (current.times !== undefined && --current.times <= 0) behaviour = { mode: "accept" };
    return current;
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const path = (request.url ?? "/").split("?")[0]!;
    const route = request.method === "POST" ? ROUTES.find((candidate) => candidate.pattern.test(path)) : undefined;
    if (!route) return reply(response, 404, { message: `no such resource ${request.method} ${path}` });
    const recorded = recordOf(request, route, { sequence: requests.length + 1, path, raw });
    requests.push(recorded);
    const current = nextBehaviour();
    for (const waiter of waiters) waiter(recorded);
    if (current.mode === "hang") {
      recorded.answer = "hang";
      return;
    }
    if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));

    const twilio = route.dialect === "twilio";
    const expectedAuth = twilio ? `Basic ${Buffer.from(`${accountSid}:${token}`).toString("base64")}` : `Bearer ${token}`;
    const sidInPath = twilio ? route.pattern.exec(path)![1] : accountSid;
    if (request.headers.authorization !== expectedAuth || sidInPath !== accountSid)
      return answer(recorded, response, 401, { message: "Authentication failed" });
    if (current.mode === "fail") return answer(recorded, response, current.status ?? 500, { message: "The gateway failed" });
    if (current.mode === "refuse") return answer(recorded, response, current.status ?? 400, { message: `The number ${recorded.to} is not valid` });
    accept(recorded, response, idsByKey);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => reply(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    accountSid,
    requests,
    setBehaviour(next) {
      behaviour = typeof next === "string" ? { mode: next } : { ...next };
    },
    waitFor: (predicate, timeoutMs = 5_000) =>
      waitForArrival(requests, waiters, predicate, timeoutMs, () => `no such gateway request within ${timeoutMs} ms; ${requests.length} arrived`),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A request as the fake records it, before it is answered: the fields of its dialect read from its body. */
function recordOf(request: IncomingMessage, route: (typeof ROUTES)[number], arrived: { sequence: number; path: string; raw: string }): GatewayRequest {
  const body = parseBody(arrived.raw, request.headers["content-type"]);
  const twilio = route.dialect === "twilio";
  return {
    sequence: arrived.sequence,
    arrivedAt: new Date(),
    dialect: route.dialect,
    kind: route.kind,
    path: arrived.path,
    headers: request.headers,
    raw: arrived.raw,
    body,
    idempotencyKey: text(request.headers[twilio ? "i-twilio-idempotency-token" : "idempotency-key"]),
    to: text(body[twilio ? "To" : "to"]),
    from: text(body[twilio ? "From" : "from"]),
    text: text(body[twilio ? (route.kind === "SMS" ? "Body" : "Twiml") : "text"]),
    statusCallback: text(body[twilio ? "StatusCallback" : "statusCallback"]),
    inputCallback: text(body.inputCallback),
    answer: 200,
    externalId: undefined,
    duplicate: false,
  };
}

/** Accepts the request with a new id, or with the id its idempotency key got before. */
function accept(recorded: GatewayRequest, response: ServerResponse, idsByKey: Map<string, string>) {
  const twilio = recorded.dialect === "twilio";
  const key = recorded.idempotencyKey;
  const known = key ? idsByKey.get(key) : undefined;
  const id = known ?? `${twilio ? (recorded.kind === "SMS" ? "SM" : "CA") : "gw-"}${String(recorded.sequence).padStart(twilio ? 32 : 1, "0")}`;
  if (key) idsByKey.set(key, id);
  recorded.duplicate = known !== undefined;
  recorded.externalId = id;
  answer(recorded, response, twilio ? 201 : 200, twilio ? { sid: id, status: "queued" } : { id, status: "queued" });
}

function answer(recorded: GatewayRequest, response: ServerResponse, status: number, body: object) {
  recorded.answer = status;
  reply(response, status, body);
}

function reply(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (contentType?.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type WebhookToSign = {
  /** The full URL the webhook goes to, query included, as the console gave it or the gateway was configured with. */
  url: string;
  fields: Record<string, string>;
  secret: string;
  /** Generic dialect: Unix seconds of X-Gateway-Timestamp (default now) and X-Gateway-Webhook-Id (default a new UUID). */
  timestamp?: number;
  webhookId?: string;
};

/**
 * A webhook as the gateway sends it, signed with `secret`: the Twilio dialect form-encoded with
 * X-Twilio-Signature over `url` and the fields, the generic one as JSON (see `genericWebhookHeaders`).
 */
export function signedWebhook(dialect: "generic" | "twilio", request: WebhookToSign): { payload: string; headers: Record<string, string> } {
  if (dialect === "twilio") {
    const payload = new URLSearchParams(request.fields).toString();
    return {
      payload,
      headers: {
        "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
        "x-twilio-signature": twilioSignature(request.secret, request.url, new URLSearchParams(payload)),
      },
    };
  }
  const payload = JSON.stringify(request.fields);
  return { payload, headers: { "content-type": "application/json", ...genericWebhookHeaders({ ...request, payload }) } };
}

/**
 * The headers of a generic webhook with the body `payload`: X-Gateway-Signature is
 * sha256=<hex HMAC-SHA256 of "<timestamp>.<webhook id>.POST <url>.<payload>">. Written out here as the
 * README tells a gateway to, not taken from the server, so the two cannot drift apart unnoticed.
 */
export function genericWebhookHeaders(request: Omit<WebhookToSign, "fields"> & { payload: string }): Record<string, string> {
  const timestamp = String(request.timestamp ?? Math.floor(Date.now() / 1000));
  const webhookId = request.webhookId ?? randomUUID();
  const signature = createHmac("sha256", request.secret).update(`${timestamp}.${webhookId}.POST ${request.url}.${request.payload}`, "utf8").digest("hex");
  return { "x-gateway-timestamp": timestamp, "x-gateway-webhook-id": webhookId, "x-gateway-signature": `sha256=${signature}` };
}

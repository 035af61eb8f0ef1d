import { createHash, timingSafeEqual } from "node:crypto";
import { errorBody, loginResponse, ssoCompleteRequest, type SsoErrorCode, ssoSettings } from "@alarm/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { JWTPayload } from "jose";
import { z } from "zod";
import type { SsoConfig } from "../../config.js";
import { notFound, unauthorized } from "../../core/errors.js";
import type { ModuleRoutes, RouteScope, ServerDependencies } from "../../server-dependencies.js";
import { oidcClientOf, type PendingSignIn, SSO_PATH } from "./sso-client.js";
import { Seal } from "./sso-seal.js";
import { SsoRefusal, SsoService, STATE_TTL_SECONDS, TICKET_TTL_SECONDS } from "./sso-service.js";
import { serverSigningSecret } from "./tokens.js";

const tags = ["Auth"];
const sha256 = (value: string) => createHash("sha256").update(value).digest();
/**
 * The browser's half of a single sign-on in flight: the sealed state, then the sealed binding of the
 * ticket. Each sign-in has a cookie of its own, named after its state (then its ticket), so two
 * sign-ins started in two tabs of one browser do not overwrite each other's.
 */
const COOKIE = "alarm_sso";
const cookieNameOf = (stateOrTicket: string) => `${COOKIE}_${sha256(stateOrTicket).toString("base64url").slice(0, 16)}`;

const redirect = z.null().describe("A redirect (302) for the browser; see the Location header");
const callbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(1024).optional(),
    error: z.string().max(1024).optional(),
    error_description: z.string().max(4096).optional(),
    iss: z.string().max(1024).optional(),
  })
  .loose();

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Single sign-on with OpenID Connect (authorization code with PKCE). The login page's button
 * opens /auth/sso/start, which sends the browser to the provider; the provider sends it back to
 * /auth/sso/callback, which opens a console session and sends the browser to
 * `/login?sso=<ticket>`; the login page trades the ticket with POST /auth/sso/complete for the
 * same `{token, refreshToken, user}` as POST /auth. The ticket is short-lived, single-use and
 * bound to the browser by an httpOnly cookie, so no token is ever part of a URL. Nothing is kept
 * in the server's memory between the steps: any instance may serve any step.
 */
export const ssoRoutes: ModuleRoutes = (dependencies) => async (app) => {
  const sso = await signOnOf(dependencies);
  registerSettingsRoute(app, sso);
  registerProviderRoundTrip(app, sso);
  registerTicketTrade(app, sso, dependencies);
};

/** What the sign-on routes share; `service` is undefined when single sign-on is off. */
type SignOn = { settings: SsoConfig | undefined; service: SsoService | undefined; seal: Seal; browser: ReturnType<typeof browserReplies> };

async function signOnOf({ config, database, auth, throttle }: ServerDependencies): Promise<SignOn> {
  const settings = config.sso;
  const seal = new Seal(await serverSigningSecret(config.jwtSecret, database.db));
  const service = settings ? new SsoService(database.db, settings, oidcClientOf(settings, config.publicUrl), auth, throttle) : undefined;
  return { settings, service, seal, browser: browserReplies(config.publicUrl.startsWith("https:")) };
}

/** How the sign-on routes answer the browser: its cookies, and the way back to the login page. */
function browserReplies(httpsOnly: boolean) {
  const secure = httpsOnly ? "; Secure" : "";
  const setCookie = (reply: FastifyReply, name: string, value: string, maxAgeSeconds: number) =>
    reply.header("set-cookie", `${name}=${value}; Path=${SSO_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`);
  const clearCookie = (reply: FastifyReply, name: string | undefined) => name && setCookie(reply, name, "", 0);
  const toLoginPage = (reply: FastifyReply, query: { sso: string } | { ssoError: SsoErrorCode }) =>
    reply.header("cache-control", "no-store").redirect(`/login?${new URLSearchParams(query).toString()}`, 302);
  const refused = (request: FastifyRequest, reply: FastifyReply, error: unknown, cookie?: string) => {
    if (!(error instanceof SsoRefusal)) throw error;
    request.log.warn({ sso: error.code, detail: error.detail }, "single sign-on refused");
    clearCookie(reply, cookie);
    return toLoginPage(reply, { ssoError: error.code });
  };
  return { setCookie, clearCookie, toLoginPage, refused };
}

/** The sign-in in flight the state cookie kept, when it is whole. */
function pendingSignInOf(kept: JWTPayload | null): PendingSignIn | null {
  return kept && typeof kept.state === "string" && typeof kept.nonce === "string" && typeof kept.codeVerifier === "string"
    ? { state: kept.state, nonce: kept.nonce, codeVerifier: kept.codeVerifier }
    : null;
}

function registerSettingsRoute(app: RouteScope, { settings }: SignOn) {
  app.get(
    "/auth/sso",
    {
      config: { public: true },
      schema: { tags, summary: "Whether the login page offers single sign-on, and the provider's name", response: { 200: ssoSettings } },
    },
    async () => ({ enabled: Boolean(settings), displayName: settings?.displayName ?? null }),
  );
}

/** The browser's trip to the provider and back, which ends at the login page with a ticket. */
function registerProviderRoundTrip(app: RouteScope, { service, seal, browser }: SignOn) {
  const { setCookie, clearCookie, toLoginPage, refused } = browser;
  app.get(
    "/auth/sso/start",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Start a single sign-on: redirects the browser to the OpenID provider",
        description:
          "Sets a sealed, short-lived, httpOnly cookie with the state, nonce and PKCE verifier. Failures redirect to `/login?ssoError=<code>` (SSO_DISABLED, PROVIDER_ERROR).",
        response: { 302: redirect },
      },
    },
    async (request, reply) => {
      if (!service) return toLoginPage(reply, { ssoError: "SSO_DISABLED" });
      try {
        const { url, pending } = await service.start();
        setCookie(reply, cookieNameOf(pending.state), await seal.seal("sso-state", pending, STATE_TTL_SECONDS), STATE_TTL_SECONDS);
        return reply.header("cache-control", "no-store").redirect(url, 302);
      } catch (error) {
        return refused(request, reply, error);
      }
    },
  );

  app.get(
    "/auth/sso/callback",
    {
      // It may create the user or change their roles (the provider's groups).
      config: { public: true, changesSignIns: true },
      schema: {
        tags,
        summary: "The OpenID provider's redirect back: opens a console session and redirects to the login page with a one-time ticket",
        description:
          "Register `<PUBLIC_URL>/rest/api/auth/sso/callback` as the client's redirect URI. Success redirects to `/login?sso=<ticket>`; a refusal to `/login?ssoError=<code>` (INVALID_STATE, ACCESS_DENIED, PROVIDER_ERROR, MISSING_CLAIMS, UNKNOWN_USER, AMBIGUOUS_USER, INACTIVE_USER, LOCAL_ONLY, USER_NOT_CREATED, RATE_LIMITED).",
        querystring: callbackQuery,
        response: { 302: redirect },
      },
    },
    async (request, reply) => {
      if (!service) return toLoginPage(reply, { ssoError: "SSO_DISABLED" });
      const stateCookie = request.query.state ? cookieNameOf(request.query.state) : undefined;
      try {
        // The state is good for one return only: its cookie is cleared, the ticket's set.
        const pending = pendingSignInOf(stateCookie ? await seal.open("sso-state", cookieOf(request, stateCookie)) : null);
        const search = request.url.slice(request.url.indexOf("?") + 1 || request.url.length);
        const ticket = await service.finish(search, pending, { address: request.ip, userAgent: request.headers["user-agent"] });
        clearCookie(reply, stateCookie);
        setCookie(
          reply,
          cookieNameOf(ticket),
          await seal.seal("sso-ticket", { ticket: sha256(ticket).toString("base64url") }, TICKET_TTL_SECONDS),
          TICKET_TTL_SECONDS,
        );
        return toLoginPage(reply, { sso: ticket });
      } catch (error) {
        return refused(request, reply, error, stateCookie);
      }
    },
  );
}

/** The login page trades the ticket for the session's tokens. */
function registerTicketTrade(app: RouteScope, { service, seal, browser }: SignOn, { auth }: ServerDependencies) {
  app.post(
    "/auth/sso/complete",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Trade the one-time ticket of a single sign-on for the session's tokens",
        description:
          "Only from the browser that went through the sign-in (it sends the cookie the callback set), once, within a minute. Answers like POST /auth.",
        body: ssoCompleteRequest,
        response: { 200: loginResponse, 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      if (!service) throw notFound("Single sign-on");
      const ticketCookie = cookieNameOf(request.body.ticket);
      const bound = await seal.open("sso-ticket", cookieOf(request, ticketCookie));
      browser.clearCookie(reply, ticketCookie);
      const expected = typeof bound?.ticket === "string" ? Buffer.from(bound.ticket, "base64url") : Buffer.alloc(0);
      const given = sha256(request.body.ticket);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw unauthorized("This sign-in ticket was not issued to this browser, or it expired; sign in again");
      }
      return auth.redeemTicket(request.body.ticket);
    },
  );
}

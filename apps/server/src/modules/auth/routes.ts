import {
  columnsOrderAllowed,
  errorBody,
  loginRequest,
  loginResponse,
  logoutResponse,
  refreshRequest,
  statusOk,
  tokenPair,
  twoFactorCode,
  twoFactorReset,
  twoFactorSetup,
  twoFactorStatus,
  userLoginQuery,
  verifyResponse,
} from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { toCurrentUser } from "./current-user.js";
import { ProviderRefusal, providerLogoutUrl } from "./sso-client.js";
import { TwoFactorService } from "./two-factor-service.js";
import type { ModuleRoutes, RouteScope, ServerDependencies } from "../../server-dependencies.js";

const tags = ["Auth"];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

export const authRoutes: ModuleRoutes = (dependencies) => async (app) => {
  registerSessionRoutes(app, dependencies);
  registerTwoFactorRoutes(app, new TwoFactorService(dependencies.database.db, dependencies.throttle));
  registerColumnsOrderRoute(app);
};

/** Signing in and out, and what a session's tokens are worth. */
function registerSessionRoutes(app: RouteScope, { auth, config }: ServerDependencies) {
  app.post(
    "/auth",
    {
      config: { public: true },
      schema: { tags, summary: "Sign in", body: loginRequest, response: { 200: loginResponse, ...failures } },
    },
    (request) =>
      auth.login({
        ...request.body,
        address: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );

  app.post(
    "/refresh",
    {
      config: { public: true },
      schema: { tags, summary: "Trade a refresh token for a new pair", body: refreshRequest, response: { 200: tokenPair, ...failures } },
    },
    (request) => auth.refresh(request.body.refreshToken),
  );

  app.get("/verify", { schema: { tags, summary: "Check the bearer token", response: { 200: verifyResponse, ...failures } } }, async (request) => ({
    user: toCurrentUser(principalOf(request)),
  }));

  app.get(
    "/logout",
    {
      config: { appSession: true, changesSignIns: true },
      schema: {
        tags,
        summary: "End the session of the bearer token",
        description: "A session of a single sign-on answers the provider's logout address too, when the provider has one: the console sends the browser there.",
        response: { 200: logoutResponse, ...failures },
      },
    },
    async (request) => {
      const idToken = await auth.logout(principalOf(request).sessionId);
      const providerLogout = await providerLogoutUrl(config.sso, config.publicUrl, idToken).catch((error: unknown) => {
        if (!(error instanceof ProviderRefusal)) throw error;
        request.log.warn({ detail: error.detail }, "the provider's logout address is unknown: only the console's session ended");
        return undefined;
      });
      return providerLogout ? { status: "ok" as const, providerLogoutUrl: providerLogout } : { status: "ok" as const };
    },
  );
}

function registerTwoFactorRoutes(app: RouteScope, twoFactor: TwoFactorService) {
  app.post(
    "/generate-qr-url",
    { schema: { tags, summary: "Start two-factor setup: a new secret as QR code", response: { 200: twoFactorSetup, ...failures } } },
    (request) => twoFactor.startSetup(principalOf(request)),
  );

  app.post(
    "/confirm-2fa",
    {
      schema: { tags, summary: "Turn two-factor on with a code from the scanned secret", body: twoFactorCode, response: { 200: statusOk, ...failures } },
    },
    async (request) => {
      await twoFactor.confirm(principalOf(request), request.body.code);
      return { status: "ok" as const };
    },
  );

  app.post(
    "/disable-2fa",
    {
      schema: { tags, summary: "Turn one's own two-factor off with a current code", body: twoFactorCode, response: { 200: statusOk, ...failures } },
    },
    async (request) => {
      await twoFactor.disable(principalOf(request), request.body.code);
      return { status: "ok" as const };
    },
  );

  app.get(
    "/user-2fa-status",
    {
      schema: { tags, summary: "Whether a user has two-factor on", querystring: userLoginQuery, response: { 200: twoFactorStatus, ...failures } },
    },
    (request) => twoFactor.status(principalOf(request), request.query.userLogin),
  );

  app.patch(
    "/reset-2fa-status",
    {
      schema: {
        tags,
        summary: "Turn a user's two-factor off: a user administrator who outranks the user, or oneself with a current code",
        querystring: userLoginQuery,
        body: twoFactorReset.nullish(),
        response: { 200: statusOk, ...failures },
      },
    },
    async (request) => {
      await twoFactor.reset(principalOf(request), request.query.userLogin, request.body?.code);
      return { status: "ok" as const };
    },
  );
}

function registerColumnsOrderRoute(app: RouteScope) {
  app.get(
    "/ui-columns-order/is-allowed",
    { schema: { tags, summary: "Whether the caller may reorder table columns", response: { 200: columnsOrderAllowed, ...failures } } },
    async (request) => ({ allowed: principalOf(request).authorities.includes("TABLE_COLUMNS_ORDER") }),
  );
}

import * as oidc from "openid-client";
import type { SsoConfig } from "../../config.js";

/** What the server keeps (in the browser's sealed cookie) between sending a person to the provider and their return. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string };

/** The claims of the ID token, completed by the provider's userinfo answer when it has one. */
export type SsoClaims = Record<string, unknown> & { sub: string };

/** Where the single sign-on routes are; the callback below it is the redirect URI registered at the provider. */
export const SSO_PATH = "/rest/api/auth/sso";

/** The provider said no (`access_denied`: the person cancelled) or failed; `detail` is for the log. */
export class ProviderRefusal extends Error {
  constructor(
    readonly denied: boolean,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The console as a client of the OpenID provider (openid-client): discovery, the authorization
 * request with PKCE (S256), state and nonce, the code exchange and the ID token's validation.
 *
 * The issuer is set by the operator, not by a tenant, so its requests do not go through the
 * outgoing guard (net/outgoing-guard.ts): a provider on the internal network is the usual case.
 * Plain http is accepted only for a loopback issuer (config.ts), for tests.
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;
  /** `<PUBLIC_URL>/rest/api/auth/sso/callback`, registered at the provider. */
  readonly redirectUri: string;
  /** Where the provider sends the browser after its logout: the console's login page (registered at the provider too). */
  readonly postLogoutRedirectUri: string;

  constructor(
    private readonly settings: SsoConfig,
    publicUrl: string,
  ) {
    this.redirectUri = `${publicUrl}${SSO_PATH}/callback`;
    this.postLogoutRedirectUri = `${publicUrl}/login`;
  }

  /** Discovery once per instance; a failed one is tried again by the next sign-in. */
  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const insecure = new URL(issuer).protocol === "http:";
      this.configuration = oidc
        .discovery(
          new URL(issuer),
          clientId,
          clientSecret ? { client_secret: clientSecret } : undefined,
          clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
          { timeout: DISCOVERY_TIMEOUT_SECONDS, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw new ProviderRefusal(false, `discovery of ${issuer} failed: ${describe(error)}`);
        });
    }
    return this.configuration;
  }

  /** Where to send the person, with the secrets to keep until they return. */
  async start(): Promise<{ url: string; pending: PendingSignIn }> {
    const configuration = await this.discover();
    const pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.settings.scopes.join(" "),
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: "S256",
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /**
   * Checks the provider's answer (`search`: the query of the callback) against what was kept,
   * trades the code for tokens, validates the ID token (signature, issuer, audience, expiry,
   * nonce) and answers its claims together with the userinfo endpoint's.
   */
  async finish(search: string, pending: PendingSignIn): Promise<{ claims: SsoClaims; idToken: string }> {
    const configuration = await this.discover();
    const current = new URL(this.redirectUri);
    current.search = search;
    const error = current.searchParams.get("error");
    if (error) {
      throw new ProviderRefusal(error === "access_denied", `the provider answered ${error}: ${current.searchParams.get("error_description") ?? ""}`);
    }
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims || !tokens.id_token) throw new Error("no ID token");
      const userInfo = configuration.serverMetadata().userinfo_endpoint ? await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub) : {};
      return { claims: { ...idClaims, ...userInfo, sub: idClaims.sub }, idToken: tokens.id_token };
    } catch (failure) {
      if (failure instanceof oidc.AuthorizationResponseError) throw new ProviderRefusal(failure.error === "access_denied", describe(failure));
      throw new ProviderRefusal(false, describe(failure));
    }
  }

  /**
   * The provider's logout address (RP-initiated logout) for the session the ID token opened, back
   * to the console's login page; undefined when the provider's discovery names no end_session_endpoint.
   */
  async logoutUrl(idToken: string): Promise<string | undefined> {
    const configuration = await this.discover();
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: this.postLogoutRedirectUri }).href;
  }
}

/** One client per settings, so every route of an instance shares one discovery. */
const clients = new WeakMap<SsoConfig, OidcClient>();

export function oidcClientOf(settings: SsoConfig, publicUrl: string): OidcClient {
  const client = clients.get(settings) ?? new OidcClient(settings, publicUrl);
  clients.set(settings, client);
  return client;
}

/** The provider's logout address for an ending session; undefined without single sign-on, an ID token or an end_session_endpoint. */
export async function providerLogoutUrl(settings: SsoConfig | undefined, publicUrl: string, idToken: string | null): Promise<string | undefined> {
  return settings && idToken ? oidcClientOf(settings, publicUrl).logoutUrl(idToken) : undefined;
}

function describe(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ""}`;
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${typeof code === "string" ? `${code}: ` : ""}${error.message}${cause}`;
  }
  return String(error);
}

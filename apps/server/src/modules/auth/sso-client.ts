import * as oidc from "openid-client";
import type { SsoConfig } from "../../config.js";

/** What the server keeps (in the browser's sealed cookie) between sending a person to the provider and their return. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string };

/** The claims of the ID token, completed by the provider's userinfo answer when it has one. */
export type SsoClaims = Record<string, unknown> & { sub: string };

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

  constructor(
    private readonly settings: SsoConfig,
    /** `<PUBLIC_URL>/rest/api/auth/sso/callback`, registered at the provider. */
    readonly redirectUri: string,
  ) {}

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
  async finish(search: string, pending: PendingSignIn): Promise<SsoClaims> {
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
      if (!idClaims) throw new Error("no ID token");
      const userInfo = configuration.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
        : {};
      return { ...idClaims, ...userInfo, sub: idClaims.sub };
    } catch (failure) {
      if (failure instanceof oidc.AuthorizationResponseError) throw new ProviderRefusal(failure.error === "access_denied", describe(failure));
      throw new ProviderRefusal(false, describe(failure));
    }
  }
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

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

/** A person at the test provider: the password its sign-in page checks and the claims it hands out. */
export type OidcTestAccount = { password: string; claims: Record<string, unknown> };

export type OidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who can sign in, by the name typed on the sign-in page; change them between sign-ins. */
  accounts: Map<string, OidcTestAccount>;
  close(): Promise<void>;
};

const SCOPE_CLAIMS = {
  openid: ["sub"],
  profile: ["name", "given_name", "family_name", "preferred_username", "locale"],
  email: ["email", "email_verified"],
  groups: ["groups"],
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, problem?: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
  <h1>Test identity provider</h1>
  ${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ""}
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <p><label for="username">Username</label> <input id="username" name="username" autocomplete="off" required></p>
    <p><label for="password">Password</label> <input id="password" name="password" type="password" required></p>
    <p><button type="submit">Continue</button></p>
  </form>
</body></html>`;
}

/** The provider's question before it ends its session (RP-initiated logout); `form` carries its own check. */
function logoutPage(ctx: KoaContextWithOIDC, form: string) {
  ctx.type = "html";
  ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
  <h1>Sign out of the test identity provider?</h1>
  ${form}
  <p><button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button></p>
</body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * A real OpenID provider (the `oidc-provider` package) on a free port of 127.0.0.1, with one
 * confidential client for `redirectUris`, PKCE required, and a sign-in page of its own that checks
 * the accounts' passwords. Consent is implied (a first-party client), as most organizations set up
 * their console's client. Its logout (end_session_endpoint) sends people back to `postLogoutRedirectUris`.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  accounts?: Record<string, OidcTestAccount>;
}): Promise<OidcTestProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const clientId = "alarm-console";
  const clientSecret = "a-test-client-secret-of-some-length";
  const subjectOf = (username: string, account: OidcTestAccount) => String(account.claims.sub ?? `sub-${username}`);

  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ["a-test-cookie-signing-key"] },
    claims: SCOPE_CLAIMS,
    scopes: Object.keys(SCOPE_CLAIMS),
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true, logoutSource: logoutPage } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, subject) {
      const found = [...accounts].find(([username, account]) => subjectOf(username, account) === subject);
      if (!found) return undefined;
      return { accountId: subject, claims: () => ({ ...found[1].claims, sub: subject }) };
    },
    // Consent implied: the grant covers whatever the client asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope(String(oidc.params?.scope ?? "openid"));
      await grant.save();
      return grant;
    },
  });
  const providerCallback = provider.callback();

  handle = (request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!match) return void providerCallback(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (details.uid !== match[1] || details.prompt.name !== "login") throw new Error(`unexpected interaction ${details.prompt.name}`);
        if (request.method === "GET" && !match[2]) {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(loginPage(details.uid));
          return;
        }
        const form = await formBody(request);
        const username = form.get("username") ?? "";
        const account = accounts.get(username);
        if (!account || account.password !== form.get("password")) {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(loginPage(details.uid, "Wrong username or password."));
          return;
        }
        await provider.interactionFinished(request, response, { login: { accountId: subjectOf(username, account) } }, { mergeWithLastSubmission: false });
      } catch (error) {
        response.writeHead(400, { "content-type": "text/plain" }).end(`interaction failed: ${(error as Error).message}`);
      }
    })();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one browser, sent to every path of the hosts that set them (enough for these flows). */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  take(url: string, setCookies: string[]) {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    this.cookies.set(host, jar);
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  header(url: string): string {
    return [...(this.cookies.get(new URL(url).host) ?? [])].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A browser at the provider: follows redirects from `url` until the provider shows a page or sends the browser elsewhere. */
async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<{ url: string; elsewhere: boolean; page: string }> {
  const issuerOrigin = new URL(url).origin;
  for (let hops = 0; hops < 10; hops++) {
    const response = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar.header(url) } });
    jar.take(url, response.headers.getSetCookie());
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      const page = await response.text();
      if (response.status !== 200) throw new Error(`unexpected page at ${url}: ${response.status} ${page.slice(0, 300)}`);
      return { url, elsewhere: false, page };
    }
    url = new URL(location, url).href;
    init = {};
    if (new URL(url).origin !== issuerOrigin) return { url, elsewhere: true, page: "" };
  }
  throw new Error("too many redirects at the provider");
}

const postForm = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/**
 * What a browser does at the provider: follows `authorizationUrl` through the sign-in page with
 * `username` and `password`, up to the redirect to the client. Answers that redirect's URL.
 */
export async function signInAtProvider(authorizationUrl: string, username: string, password: string, jar = new CookieJar()): Promise<string> {
  const shown = await browse(jar, authorizationUrl);
  if (shown.elsewhere) return shown.url;
  if (!shown.page.includes('name="username"')) throw new Error(`unexpected page at ${shown.url}: ${shown.page.slice(0, 300)}`);
  const action = new URL(/action="([^"]+)"/.exec(shown.page)![1]!, shown.url).href;
  const answered = await browse(jar, action, postForm({ username, password }));
  if (!answered.elsewhere)
    throw new Error(answered.page.includes('role="alert"') ? `the provider refused ${username}'s password` : `unexpected page at ${answered.url}`);
  return answered.url;
}

/** Whether the provider asks the browser of `jar` to sign in (false: its session there sends it straight back to the client). */
export async function providerAsksToSignIn(authorizationUrl: string, jar: CookieJar): Promise<boolean> {
  const shown = await browse(jar, authorizationUrl);
  return !shown.elsewhere && shown.page.includes('name="username"');
}

/** What a browser does at the provider's logout address: confirms it. Answers where the provider sends the browser then. */
export async function signOutAtProvider(logoutUrl: string, jar: CookieJar): Promise<string> {
  const shown = await browse(jar, logoutUrl);
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(shown.page);
  if (!form) throw new Error(`no logout form at ${shown.url}: ${shown.page.slice(0, 300)}`);
  const hidden = Object.fromEntries([...form[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((input) => [input[1]!, input[2]!]));
  const answered = await browse(jar, new URL(form[1]!, shown.url).href, postForm({ ...hidden, logout: "yes" }));
  if (!answered.elsewhere) throw new Error(`the provider did not send the browser back: ${answered.page.slice(0, 300)}`);
  return answered.url;
}

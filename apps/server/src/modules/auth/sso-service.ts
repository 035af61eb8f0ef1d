import { languageOfTag, type SsoErrorCode } from "@alarm/contract";
import { z } from "zod";
import type { SsoConfig } from "../../config.js";
import { AppError, RateLimitedError } from "../../core/errors.js";
import { assertUserLinksWithinReach } from "../../core/login-link.js";
import { ancestorsOf } from "../../core/organization-scope.js";
import type { Db, Executor } from "../../db/database.js";
import { violatedUniqueConstraint } from "../../db/unique-violation.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { ADMIN_LOGIN, createUser } from "../users/create-user.js";
import { UNUSABLE_PASSWORD_HASH } from "./passwords.js";
import * as authRepo from "./repo.js";
import type { AuthService } from "./service.js";
import type { SignInThrottle } from "./sign-in-throttle.js";
import { type OidcClient, type PendingSignIn, ProviderRefusal, type SsoClaims } from "./sso-client.js";
import * as repo from "./sso-repo.js";

/** How long the ticket of `/login?sso=<ticket>` may be traded for the session's tokens. */
export const TICKET_TTL_SECONDS = 60;
/** How long a person may take at the provider's sign-in page. */
export const STATE_TTL_SECONDS = 600;

type KnownUser = { id: number; orgId: number; login: string };

/** A single sign-on that ends without a session; `code` goes to the login page, `detail` to the log. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly detail: string,
    /** The console user it was refused to, when one was found. */
    readonly user?: KnownUser,
  ) {
    super(detail);
  }
}

/** Who the provider says the person is, in the console's terms. */
type Person = {
  subject: string;
  /** `preferred_username`, the console login it is matched to first. */
  login: string | undefined;
  email: string | undefined;
  /** True only when the provider says so (`email_verified: true`): any other email matches nobody. */
  emailVerified: boolean;
  name: string;
  surname: string;
  language: string;
  /** The values of the role claim; undefined when the claim is absent (roles stay as they are). */
  roleValues: string[] | undefined;
};

const consoleLogin = z
  .string()
  .trim()
  .min(2)
  .max(100)
  .regex(/^[\p{L}\p{N}._@-]+$/u);
const emailAddress = z.email().max(200);

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const isAdmin = (login: string) => login.toLowerCase() === ADMIN_LOGIN;

/** The claim named `path`, or reached through it as a dotted path (`realm_access.roles`). */
function claimAt(claims: SsoClaims, path: string): unknown {
  if (path in claims) return claims[path];
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), claims);
}

function personOf(claims: SsoClaims, settings: SsoConfig): Person {
  const fullName = text(claims.name)?.split(/\s+/) ?? [];
  const roleClaim = claimAt(claims, settings.roleClaim);
  return {
    subject: claims.sub,
    login: text(claims.preferred_username),
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: (text(claims.given_name) ?? fullName.slice(0, 1).join(" ")).slice(0, 100),
    surname: (text(claims.family_name) ?? fullName.slice(1).join(" ")).slice(0, 100),
    language: languageOfTag(text(claims.locale) ?? ""),
    roleValues:
      typeof roleClaim === "string"
        ? [roleClaim]
        : Array.isArray(roleClaim)
          ? roleClaim.filter((value): value is string => typeof value === "string")
          : undefined,
  };
}

/**
 * Single sign-on with an OpenID provider: the person proves who they are there; here they are
 * matched to a console user (by login, else by email), or one is created, and given a console
 * session like any sign-in. The `admin` user signs in only with its password.
 */
export class SsoService {
  constructor(
    private readonly db: Db,
    private readonly settings: SsoConfig,
    private readonly client: OidcClient,
    private readonly auth: AuthService,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Where to send the person, and what to keep until they return. */
  async start(): Promise<{ url: string; pending: PendingSignIn }> {
    try {
      return await this.client.start();
    } catch (error) {
      if (error instanceof ProviderRefusal) throw new SsoRefusal("PROVIDER_ERROR", error.detail);
      throw error;
    }
  }

  /**
   * The person is back from the provider: `search` is the callback's query, `pending` what was
   * kept for it (null when the browser brought nothing valid). Answers the one-time ticket of a
   * new console session, or throws SsoRefusal. Every return counts on the address's sign-in
   * throttle and a successful one gives its count back.
   */
  async finish(search: string, pending: PendingSignIn | null, client: { address: string; userAgent: string | undefined }): Promise<string> {
    try {
      await this.throttle.admitSingleSignOn(client.address);
    } catch (error) {
      if (error instanceof RateLimitedError) throw new SsoRefusal("RATE_LIMITED", error.reason);
      throw error;
    }
    let person: Person | undefined;
    try {
      if (!pending || new URLSearchParams(search).get("state") !== pending.state) {
        throw new SsoRefusal("INVALID_STATE", "the state of the provider's answer is not the one this browser was sent with (or it expired)");
      }
      let proven: { claims: SsoClaims; idToken: string };
      try {
        proven = await this.client.finish(search, pending);
      } catch (error) {
        if (error instanceof ProviderRefusal) throw new SsoRefusal(error.denied ? "ACCESS_DENIED" : "PROVIDER_ERROR", error.detail);
        throw error;
      }
      person = personOf(proven.claims, this.settings);
      const user = await this.userFor(person);
      // The session keeps the ID token: its logout sends the browser to the provider's logout with it as the hint.
      const ticket = await this.auth.openSessionTicket(user, client, TICKET_TTL_SECONDS, proven.idToken);
      await this.throttle.singleSignOnAccepted(client.address);
      return ticket;
    } catch (error) {
      if (error instanceof SsoRefusal && person) await this.recordRefusal(person, error);
      throw error;
    }
  }

  /** The console user of `person`; two first sign-ins of one person at once create it once. */
  private async userFor(person: Person): Promise<KnownUser> {
    try {
      return await this.db.transaction((tx) => this.findOrCreate(tx, person));
    } catch (error) {
      if (!violatedUniqueConstraint(error)) throw error;
      return this.db.transaction((tx) => this.findOrCreate(tx, person));
    }
  }

  private async findOrCreate(tx: Executor, person: Person): Promise<KnownUser> {
    const found = await this.findUser(tx, person);
    if (found) {
      if (isAdmin(found.login)) throw new SsoRefusal("LOCAL_ONLY", `${ADMIN_LOGIN} signs in only with its password`, found);
      if (!found.active) throw new SsoRefusal("INACTIVE_USER", `user ${found.login} is deactivated`, found);
      if (person.roleValues) await this.updateRoles(tx, found, person.roleValues);
      return found;
    }
    if (!this.settings.createUsers) throw new SsoRefusal("UNKNOWN_USER", "no console user has this login or email, and OIDC_CREATE_USERS is off");
    return this.create(tx, person);
  }

  /**
   * By login (preferred_username), else by a verified email; an email two users share matches
   * neither. A login matches a user with a password of its own (a local user, whom whoever names
   * themselves so at the provider would take over) only with OIDC_MATCH_USERNAME; without it such
   * a login is refused unless the verified email finds the user.
   */
  private async findUser(tx: Executor, person: Person) {
    if (!person.login && !person.email) throw new SsoRefusal("MISSING_CLAIMS", "the provider sent neither preferred_username nor email");
    const byLogin = person.login ? await authRepo.findUserByLogin(tx, person.login) : undefined;
    if (byLogin && (byLogin.passwordHash === UNUSABLE_PASSWORD_HASH || this.settings.matchUsername)) return byLogin;
    const byEmail = person.email && person.emailVerified ? await repo.usersByEmail(tx, person.email) : [];
    if (byEmail.length > 1) throw new SsoRefusal("AMBIGUOUS_USER", `several users have the email ${person.email}`);
    if (byEmail[0] || !byLogin) return byEmail[0];
    throw new SsoRefusal(
      "LOCAL_ONLY",
      `user ${byLogin.login} has a password of its own: preferred_username matches it only with OIDC_MATCH_USERNAME=1`,
      byLogin,
    );
  }

  private async create(tx: Executor, person: Person): Promise<KnownUser> {
    const login = [person.login, person.email].find((candidate) => consoleLogin.safeParse(candidate).success);
    if (!login) throw new SsoRefusal("USER_NOT_CREATED", "neither preferred_username nor email is a usable login (2 to 100 letters, digits and . _ @ -)");
    if (isAdmin(login)) throw new SsoRefusal("LOCAL_ONLY", `${ADMIN_LOGIN} signs in only with its password`);
    const orgId = this.settings.organizationId;
    if (!(await repo.organizationExists(tx, orgId))) throw new SsoRefusal("USER_NOT_CREATED", `organization ${orgId} (OIDC_ORGANIZATION_ID) does not exist`);
    try {
      await assertUserLinksWithinReach(tx, login, orgId);
      await assertRoomFor(tx, "USER", orgId);
    } catch (error) {
      if (error instanceof AppError) throw new SsoRefusal("USER_NOT_CREATED", `user ${login} cannot be created: ${error.reason}`);
      throw error;
    }
    const { wanted } = await this.mappedRoles(tx, orgId, person.roleValues ?? []);
    const email = emailAddress.safeParse(person.email).success ? person.email : undefined;
    return createUser(tx, {
      login,
      password: null,
      name: person.name || login,
      surname: person.surname,
      ...(email ? { email } : {}),
      language: person.language,
      orgId,
      roleIds: wanted,
    });
  }

  /**
   * Grants the roles the claim's values map to and takes away the other roles of the map; roles
   * the map does not name, given by hand, stay. A role name is looked up in the user's
   * organization, then in each one above it: the nearest wins.
   */
  private async updateRoles(tx: Executor, user: KnownUser, values: string[]) {
    if (this.settings.roleMap.length === 0) return;
    const { wanted, managed } = await this.mappedRoles(tx, user.orgId, values);
    const current = await repo.roleIdsOf(tx, user.id);
    const change = {
      add: wanted.filter((id) => !current.includes(id)),
      remove: current.filter((id) => managed.has(id) && !wanted.includes(id)),
    };
    if (change.add.length === 0 && change.remove.length === 0) return;
    await repo.changeRoles(tx, user.id, change);
    await authRepo.updateUser(tx, user.id, {});
    await authRepo.recordSecurityEvent(tx, {
      userId: user.id,
      kind: "SSO_ROLES_CHANGED",
      actorLogin: "single sign-on",
      details: { issuer: this.settings.issuer, roleClaim: this.settings.roleClaim, values, addedRoleIds: change.add, removedRoleIds: change.remove },
    });
  }

  /** The ids of the roles `values` map to (`wanted`) and of every role the map names (`managed`), usable in `orgId`. */
  private async mappedRoles(tx: Executor, orgId: number, values: string[]) {
    const chain = [orgId, ...(await ancestorsOf(tx, orgId))];
    const names = [...new Set(this.settings.roleMap.map((pair) => pair.role))];
    const found = await repo.rolesNamed(tx, chain, names);
    const nearest = new Map<string, number>();
    for (const id of chain) for (const role of found) if (role.orgId === id && !nearest.has(role.name)) nearest.set(role.name, role.id);
    const wantedNames = new Set(this.settings.roleMap.filter((pair) => values.includes(pair.value)).map((pair) => pair.role));
    const wanted = [...wantedNames].flatMap((name) => nearest.get(name) ?? []);
    return { wanted, managed: new Set(found.map((role) => role.id)) };
  }

  /** In the audit log; for a user that was found, also among its security events. */
  private async recordRefusal(person: Person, refusal: SsoRefusal) {
    const identity = person.login ?? person.email ?? person.subject;
    await this.auth.signInRefused(identity, refusal.user, `SSO_${refusal.code}`);
    if (refusal.user) {
      await authRepo.recordSecurityEvent(this.db, {
        userId: refusal.user.id,
        kind: "SSO_SIGN_IN_REFUSED",
        actorLogin: identity.slice(0, 200),
        details: { code: refusal.code, issuer: this.settings.issuer, subject: person.subject },
      });
    }
  }
}

import { z } from "zod";
import { AUTHORITIES } from "./authority.js";
import { userIdentity } from "./user.js";

const login = z.string().trim().min(1).max(100);

export const loginRequest = z
  .object({
    login,
    password: z.string().min(1).max(200),
    code: z
      .string()
      .regex(/^\d{6}$/, "six digits")
      .optional()
      .describe("Authentication code from the authenticator app, when two-factor is on"),
  })
  .meta({ id: "LoginRequest" });
export type LoginRequest = z.infer<typeof loginRequest>;

export const currentUser = userIdentity
  .extend({
    authorities: z.array(z.enum(AUTHORITIES)),
    twoFactorEnabled: z.boolean(),
    usingDefaultPassword: z.boolean().describe("True while the admin still signs in with the default password"),
  })
  .meta({ id: "CurrentUser" });
export type CurrentUser = z.infer<typeof currentUser>;

export const tokenPair = z.object({
  token: z.string().describe("Bearer access token, valid for minutes"),
  refreshToken: z.string().describe("Single-use token for POST /refresh"),
});

export const loginResponse = tokenPair.extend({ user: currentUser }).meta({ id: "LoginResponse" });
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(500) });
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const verifyResponse = z.object({ user: currentUser });

export const twoFactorSetup = z
  .object({
    otpauthUrl: z.string(),
    secret: z.string().describe("Base32 secret, for typing into an app that cannot scan"),
    qrImage: z.string().describe("PNG data URL of the QR code"),
  })
  .meta({ id: "TwoFactorSetup" });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const twoFactorCode = z.object({ code: z.string().regex(/^\d{6}$/, "six digits") });
export type TwoFactorCode = z.infer<typeof twoFactorCode>;

export const twoFactorReset = z
  .object({
    code: z
      .string()
      .regex(/^\d{6}$/, "six digits")
      .optional()
      .describe("Needed when resetting one's own two-factor"),
  })
  .meta({ id: "TwoFactorReset" });

export const userLoginQuery = z.object({ userLogin: login });

export const twoFactorStatus = z.object({ userLogin: z.string(), enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const columnsOrderAllowed = z.object({ allowed: z.boolean() });

export const statusOk = z.object({ status: z.literal("ok") });

/** GET /logout: with single sign-on, where the browser goes next so that the provider's session ends too. */
export const logoutResponse = z
  .object({
    status: z.literal("ok"),
    providerLogoutUrl: z
      .string()
      .optional()
      .describe(
        "A session of a single sign-on whose provider has an end_session_endpoint: its logout address (with id_token_hint), which sends the browser back to /login",
      ),
  })
  .meta({ id: "LogoutResponse" });
export type LogoutResponse = z.infer<typeof logoutResponse>;

/**
 * Why a single sign-on (OpenID Connect) ended without a session: the server redirects the browser to
 * `/login?ssoError=<code>` and the login page says it in the reader's language.
 */
export const SSO_ERROR_CODES = [
  "SSO_DISABLED",
  "PROVIDER_ERROR",
  "ACCESS_DENIED",
  "INVALID_STATE",
  "MISSING_CLAIMS",
  "UNKNOWN_USER",
  "AMBIGUOUS_USER",
  "INACTIVE_USER",
  "LOCAL_ONLY",
  "USER_NOT_CREATED",
  "RATE_LIMITED",
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export const ssoSettings = z
  .object({
    enabled: z.boolean().describe("Whether the login page offers single sign-on"),
    displayName: z.string().nullable().describe("The provider's name for the button: Sign in with …"),
  })
  .meta({ id: "SsoSettings" });
export type SsoSettings = z.infer<typeof ssoSettings>;

export const ssoCompleteRequest = z
  .object({ ticket: z.string().min(16).max(200).describe("The one-time ticket of `/login?sso=<ticket>`") })
  .meta({ id: "SsoCompleteRequest" });
export type SsoCompleteRequest = z.infer<typeof ssoCompleteRequest>;

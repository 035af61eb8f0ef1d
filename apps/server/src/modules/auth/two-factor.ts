import { generateSecret, generateURI, verify } from "otplib";

const ISSUER = "Alarm Console";

export const newTwoFactorSecret = () => generateSecret();

export async function twoFactorSetup(login: string, secret: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: login, secret });
  const { default: QRCode } = await import("qrcode");
  const qrImage = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { otpauthUrl, secret, qrImage };
}

/**
 * Checks a code from an authenticator app, allowing one step of clock drift. Returns the time
 * step it matched, which must be remembered so the same code cannot be used again.
 */
export async function acceptedTimeStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

import { generate, generateSecret, generateURI, verify } from 'otplib';

/** otplib's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const issuer = 'StayVN staff';
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const epochTolerance = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/**
 * The time step the code belongs to when it is valid now and newer than `lastStep` (a code is
 * good once: a replayed one is refused), else undefined.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // A malformed code or stored secret is a wrong code, not a server error.
    return undefined;
  }
}

/** The code of `secret` at `epochSeconds` (tests, and the command that checks a set-up). */
export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch: epochSeconds });
}

import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random secret, URL-safe: verification keys, refresh tokens, OAuth state, PKCE. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a random secret. A fast hash is enough: 256 random bits cannot be
 * guessed from it, and a stolen table yields no usable key or token.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** PKCE (RFC 7636) S256 challenge of a code verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

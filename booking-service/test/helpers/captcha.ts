import type { CaptchaChallenge } from '@stayvn/shared';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** Tests make solving cheap: one PBKDF2 iteration, a counter of at most 20. */
export const cheapCaptchaEnv = { ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' };

/** The widget's payload for a solved challenge: base64 of `{ challenge, solution }`. */
export function payloadOf(challenge: CaptchaChallenge, solution: { counter: number; derivedKey: string }) {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Asks the service for a challenge and solves it, as the altcha widget does. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
  const challenge = response.json<CaptchaChallenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return payloadOf(challenge, solution);
}

/** A challenge signed with the service's key that expired a minute ago, solved. */
export async function expiredCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 3,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) - 60,
    hmacSignatureSecret: app.config.ALTCHA_HMAC_KEY,
    hmacKeySignatureSecret: `${app.config.ALTCHA_HMAC_KEY}:key-signature`,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return payloadOf(challenge as CaptchaChallenge, solution);
}

import {
  captchaChallengeSchema,
  captchaErrorCode,
  captchaExpirySeconds,
  captchaField,
  type CaptchaChallenge,
} from '@stayvn/shared';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import { AppError } from '../errors/app-error.js';
import type { CaptchaRepository } from './captcha-repository.js';

/** PBKDF2 is what the altcha widget solves in its bundled workers (altcha-lib's default too). */
const algorithm = 'PBKDF2/SHA-256';

/** What the widget sends, base64-encoded JSON: the signed challenge and the counter it found. */
const payloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export interface CaptchaServiceDeps {
  repository: CaptchaRepository;
  hmacKey: string;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The counter a solver must reach is drawn from [maxNumber / 2, maxNumber]. */
  maxNumber: number;
  now?: () => Date;
}

export function invalidCaptcha(reason: string): AppError {
  return new AppError(400, captchaErrorCode, `The captcha is not valid (${reason}); please solve it again`, [
    { field: captchaField, code: captchaErrorCode, message: 'Captcha invalid' },
  ]);
}

function decode(payload: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createCaptchaService({
  repository,
  hmacKey,
  cost,
  maxNumber,
  now = () => new Date(),
}: CaptchaServiceDeps) {
  // A second secret for the derived key's signature lets verification skip re-deriving the key.
  const keySignatureSecret = `${hmacKey}:key-signature`;

  return {
    /** A signed challenge, valid for ten minutes. */
    async createChallenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm,
        cost,
        counter: randomInt(Math.ceil(maxNumber / 2), maxNumber),
        deriveKey,
        expiresAt: Math.floor(now().getTime() / 1000) + captchaExpirySeconds,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      return {
        parameters: challenge.parameters as CaptchaChallenge['parameters'],
        signature: challenge.signature ?? '',
      };
    },

    /**
     * Accepts a solved challenge once: throws 400 `captcha_invalid` (field `captcha`) for a
     * payload that is malformed, wrongly solved, signed with another key, expired, or already
     * used. Pass the transaction that stores the form so a failure there un-spends it.
     */
    async verify(payload: string | undefined, tx?: Database): Promise<void> {
      const decoded = payload ? decode(payload) : undefined;
      if (!decoded) throw invalidCaptcha('malformed');
      const { algorithm: used, expiresAt } = decoded.challenge.parameters;
      // Only challenges this service makes: PBKDF2, with an expiry (which bounds the spent list).
      if (used !== algorithm || expiresAt === undefined) throw invalidCaptcha('malformed');
      if (expiresAt * 1000 <= now().getTime()) throw invalidCaptcha('expired');
      const verified = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }).then(
        (result) => result.verified,
        // altcha-lib throws on some malformed parameters (a non-hex prefix, a bad key length).
        () => false,
      );
      if (!verified) throw invalidCaptcha('wrong');
      await repository.deleteExpired(now(), tx);
      const fresh = await repository.spend(decoded.challenge.signature, new Date(expiresAt * 1000), tx);
      if (!fresh) throw invalidCaptcha('already used');
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

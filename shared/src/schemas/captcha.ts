import { z } from 'zod';
import { captchaErrorCode, captchaPayloadMaxLength } from '../captcha.js';

/**
 * The `captcha` field of every protected form: the ALTCHA widget's base64 payload. Missing, empty
 * or oversized reports `captcha_invalid`, as a wrong, expired or replayed one does.
 */
export const captchaPayloadField = z
  .string({ error: captchaErrorCode })
  .trim()
  .min(1, { error: captchaErrorCode, abort: true })
  .max(captchaPayloadMaxLength, { error: captchaErrorCode });

/** What `GET /v1/captcha/challenge` answers: an ALTCHA v2 challenge (altcha-lib `createChallenge`). */
export const captchaChallengeSchema = z.lazy(() =>
  z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional().describe('Seconds since the epoch'),
    }),
    signature: z.string(),
  }),
);
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

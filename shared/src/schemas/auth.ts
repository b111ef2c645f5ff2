import { z } from 'zod';
import { genders } from '../accounts.js';
import { oauthProviders } from '../auth.js';
import { limits } from '../fields.js';
import { signUpSchema } from './accounts.js';
import { textField } from './fields.js';
import { languageSchema } from './languages.js';

/**
 * Shapes of the accounts API of the booking service (issue 5): what the web sends besides the
 * form schemas of accounts.ts, and what it gets back.
 */

export const userSchema = z.lazy(() =>
  z.object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string(),
    phoneNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    gender: z.enum(genders).nullable(),
    nationality: z.string().nullable(),
    address: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
);
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.lazy(() =>
  z.object({
    accessToken: z.string(),
    /** Epoch seconds, compared with the current time in seconds (spec §9). */
    accessTokenExpiresAt: z.number().int(),
    rememberMe: z.boolean(),
    user: userSchema,
  }),
);
export type Session = z.infer<typeof sessionSchema>;

/** The key of an e-mailed link, as the web reads it from `?verify-key=`. */
export const verifyKeySchema = z.lazy(() =>
  z.object({
    key: textField()
      .trim()
      .min(1, { error: 'msg_URL_expired' })
      .max(limits.verifyKey, { error: 'msg_URL_expired' }),
  }),
);
export type VerifyKeyInput = z.infer<typeof verifyKeySchema>;

/** Sign-up completion as the API takes it: the form plus the login modal's "remember me". */
export const signUpRequestSchema = z.lazy(() =>
  signUpSchema.unwrap().safeExtend({ rememberMe: z.boolean().default(false) }),
);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const verifiedEmailSchema = z.lazy(() => z.object({ email: z.string() }));

/** Sign-up step 1: 1 means the address is already used, 0 that the verification mail went out. */
export const signUpEmailResultSchema = z.lazy(() =>
  z.object({ result: z.union([z.literal(0), z.literal(1)]) }),
);
/** Forgot password: 1 means the mail went out (an unknown address is a 400 `email_not_found`). */
export const forgotPasswordResultSchema = z.lazy(() => z.object({ result: z.literal(1) }));

export const oauthProviderSchema = z.enum(oauthProviders);

/**
 * Where to go back to after a social login: a path on the web site without its language
 * prefix. Only a single leading slash is allowed, so it can never name another host.
 */
export const returnToSchema = z.lazy(() =>
  z
    .string()
    .max(512)
    .regex(/^\/(?![/\\])[^\s\\]*$/, { error: 'invalid_return_to' })
    .default('/'),
);

export const oauthStartQuerySchema = z.lazy(() =>
  z.object({
    language: languageSchema.default('en'),
    returnTo: returnToSchema,
  }),
);
export type OAuthStartQuery = z.infer<typeof oauthStartQuerySchema>;

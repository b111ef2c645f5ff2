import { genders } from '@stayvn/shared';
import { z } from 'zod';

// The shapes of the accounts contract (issue 5). The booking service will publish them as
// shared/src/auth.ts; until that file exists the web keeps its own copy here, and only here.

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  nationality: z.string().nullable(),
  address: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** What sign-up completion, login, refresh, reset and the OAuth exchange answer. */
export const sessionSchema = z.object({
  accessToken: z.string().min(1),
  /** Epoch seconds. */
  accessTokenExpiresAt: z.number(),
  rememberMe: z.boolean(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** `{ result: 1 }` means "already used" at sign-up and "mail sent" at forgot password. */
export const resultSchema = z.object({ result: z.number() });

export const verifiedEmailSchema = z.object({ email: z.string() });

/**
 * The browser copy of a session under the spec's `authUserData` key. The refresh token is
 * deliberately absent: it lives in an HttpOnly cookie that scripts cannot read.
 */
export const storedAuthSchema = z.object({
  rememberMe: z.boolean(),
  token: z.object({ accessToken: z.string().min(1), accessTokenExpiresAt: z.number() }),
  userInfo: userSchema,
});
export type StoredAuth = z.infer<typeof storedAuthSchema>;

export function storedAuthFrom(session: Session): StoredAuth {
  return {
    rememberMe: session.rememberMe,
    token: { accessToken: session.accessToken, accessTokenExpiresAt: session.accessTokenExpiresAt },
    userInfo: session.user,
  };
}

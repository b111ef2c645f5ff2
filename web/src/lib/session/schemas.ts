import { userSchema } from '@stayvn/shared';
import { z } from '@/lib/zod';

/**
 * The browser copy of a session under the spec's `authUserData` key. The refresh token is
 * deliberately absent: it lives in an HttpOnly cookie that scripts cannot read.
 */
export const storedAuthSchema = z.lazy(() =>
  z.object({
    rememberMe: z.boolean(),
    token: z.object({ accessToken: z.string().min(1), accessTokenExpiresAt: z.number() }),
    userInfo: userSchema,
  }),
);
export type StoredAuth = z.infer<typeof storedAuthSchema>;

export type { Session } from '@stayvn/shared';
export type { User } from '@stayvn/shared';

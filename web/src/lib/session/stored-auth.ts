import { genders, type Session } from '@stayvn/shared';
import { anyText, boolean, finiteNumber, nullable, oneOf, record, textOf, type Reader } from '@/lib/values';
import type { StoredAuth } from '@/lib/session/schemas';

/** `z.uuid()`: an RFC 9562 UUID (versions 1–8), or the nil and max ones. */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const optionalText = nullable(anyText);

/**
 * The signed-in user as stored under `authUserData`, checked as `storedAuthSchema` checks it (with
 * shared's `userSchema`), without zod: the account atom reads it when the app starts. Only its own
 * keys are kept, so nothing else (a refresh token above all) is written back. Typed as
 * `StoredAuth`, so a field added to the schema fails the type check here until it is read.
 */
export const readStoredAuth: Reader<StoredAuth> = record({
  rememberMe: boolean,
  token: record({ accessToken: textOf({ min: 1 }), accessTokenExpiresAt: finiteNumber }),
  userInfo: record({
    id: textOf({ pattern: uuidPattern }),
    email: anyText,
    fullName: anyText,
    phoneNumber: optionalText,
    companyName: optionalText,
    gender: nullable(oneOf(genders)),
    nationality: optionalText,
    address: optionalText,
    avatarUrl: optionalText,
  }),
});

/** The browser copy of a session: the token and the user, never the refresh token. */
export function storedAuthFrom(session: Session): StoredAuth {
  return {
    rememberMe: session.rememberMe,
    token: { accessToken: session.accessToken, accessTokenExpiresAt: session.accessTokenExpiresAt },
    userInfo: session.user,
  };
}

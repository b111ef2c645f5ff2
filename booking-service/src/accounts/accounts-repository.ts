import type { Database } from '../db/connect.js';
import { createIdentityQueries } from './identity-queries.js';
import { createRefreshTokenQueries } from './refresh-token-queries.js';
import { createSessionQueries } from './session-queries.js';
import { createUserQueries } from './user-queries.js';
import { createVerificationKeyQueries } from './verification-key-queries.js';

export type { UserPatch } from './user-queries.js';

/**
 * Drizzle queries over the accounts tables only; rules live in the accounts service. Every
 * time comparison takes `now` from the caller, so the service's clock is the one clock.
 */
export function createAccountsRepository(db: Database) {
  return {
    ...createUserQueries(db),
    ...createVerificationKeyQueries(db),
    ...createSessionQueries(db),
    ...createRefreshTokenQueries(db),
    ...createIdentityQueries(db),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';
import { sampleUser } from '@/test/http-peer';
import type { StoredAuth } from '@/lib/session/schemas';
import { authStorage, authStorageKey } from '@/lib/session/auth-storage';

const auth = (rememberMe: boolean): StoredAuth => ({
  rememberMe,
  token: { accessToken: `token-${rememberMe}`, accessTokenExpiresAt: 1_800_000_000 },
  userInfo: sampleUser,
});

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  return {
    local,
    session,
    storage: authStorage(
      () => local,
      () => session,
    ),
  };
}

describe('authStorage', () => {
  it('keeps a remembered user in localStorage under authUserData', () => {
    const { local, session, storage } = setup();
    storage.setItem(authStorageKey, auth(true));
    expect(authStorageKey).toBe('authUserData');
    expect(JSON.parse(local.getItem('authUserData')!)).toEqual(auth(true));
    expect(session.getItem('authUserData')).toBeNull();
    expect(storage.getItem(authStorageKey, null)).toEqual(auth(true));
  });

  it('keeps a not-remembered user in sessionStorage only', () => {
    const { local, session, storage } = setup();
    storage.setItem(authStorageKey, auth(false));
    expect(local.getItem('authUserData')).toBeNull();
    expect(JSON.parse(session.getItem('authUserData')!)).toEqual(auth(false));
    expect(storage.getItem(authStorageKey, null)).toEqual(auth(false));
  });

  it('moves the user when rememberMe changes, so it is never stored twice', () => {
    const { local, session, storage } = setup();
    storage.setItem(authStorageKey, auth(true));
    storage.setItem(authStorageKey, auth(false));
    expect(local.getItem('authUserData')).toBeNull();
    expect(session.getItem('authUserData')).not.toBeNull();
    storage.setItem(authStorageKey, auth(true));
    expect(session.getItem('authUserData')).toBeNull();
    expect(local.getItem('authUserData')).not.toBeNull();
  });

  it('writes only the schema keys, so a refresh token can never reach storage', () => {
    const { local, storage } = setup();
    const withExtras = {
      ...auth(true),
      refreshToken: 'secret',
      token: { ...auth(true).token, refresh_token: 'r' },
    };
    storage.setItem(authStorageKey, withExtras as StoredAuth);
    const written = local.getItem('authUserData')!;
    expect(written).not.toContain('secret');
    expect(written).not.toContain('refresh');
    expect(JSON.parse(written)).toEqual(auth(true));
  });

  it('removes the user from both storages on null and on removeItem', () => {
    const { local, session, storage } = setup();
    local.setItem('authUserData', JSON.stringify(auth(true)));
    session.setItem('authUserData', JSON.stringify(auth(false)));
    storage.setItem(authStorageKey, null);
    expect(local.getItem('authUserData')).toBeNull();
    expect(session.getItem('authUserData')).toBeNull();
    local.setItem('authUserData', JSON.stringify(auth(true)));
    storage.removeItem(authStorageKey);
    expect(local.getItem('authUserData')).toBeNull();
  });

  it('reads junk, an old shape or a missing value as nobody signed in', () => {
    const { local, session, storage } = setup();
    expect(storage.getItem(authStorageKey, null)).toBeNull();
    local.setItem('authUserData', '{not json');
    expect(storage.getItem(authStorageKey, null)).toBeNull();
    // The old site's shape (tokens in storage, no expiry) is not a session this site trusts.
    session.setItem(
      'authUserData',
      JSON.stringify({ rememberMe: true, token: { access_token: 'a', refresh_token: 'r' }, userInfo: {} }),
    );
    expect(storage.getItem(authStorageKey, null)).toBeNull();
  });

  it('survives storages that throw', () => {
    const broken = () => {
      throw new Error('SecurityError');
    };
    const storage = authStorage(broken, broken);
    expect(storage.getItem(authStorageKey, null)).toBeNull();
    expect(() => storage.setItem(authStorageKey, auth(true))).not.toThrow();
    expect(() => storage.removeItem(authStorageKey)).not.toThrow();
  });
});

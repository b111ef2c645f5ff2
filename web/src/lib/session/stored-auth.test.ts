import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/http-peer';
import { storedAuthSchema } from '@/lib/session/schemas';
import { readStoredAuth } from '@/lib/session/stored-auth';

const good = {
  rememberMe: true,
  token: { accessToken: 'token', accessTokenExpiresAt: 1_800_000_000 },
  userInfo: sampleUser,
};

const samples: unknown[] = [
  good,
  { ...good, rememberMe: false },
  { ...good, refreshToken: 'secret', token: { ...good.token, refresh_token: 'r' } },
  { ...good, userInfo: { ...sampleUser, gender: 'female', phoneNumber: '0901', avatarUrl: '/a.png' } },
  { ...good, userInfo: { ...sampleUser, gender: 'other' } },
  { ...good, userInfo: { ...sampleUser, id: 'not-a-uuid' } },
  { ...good, userInfo: { ...sampleUser, id: '00000000-0000-0000-0000-000000000000' } },
  { ...good, userInfo: { ...sampleUser, address: undefined } },
  { ...good, userInfo: { ...sampleUser, fullName: null } },
  { ...good, token: { accessToken: '', accessTokenExpiresAt: 1 } },
  { ...good, token: { accessToken: 'a', accessTokenExpiresAt: '1' } },
  { ...good, rememberMe: 'true' },
  { rememberMe: true, token: { access_token: 'a', refresh_token: 'r' }, userInfo: {} },
  [good],
  null,
  'token',
  {},
];

describe('readStoredAuth', () => {
  it('reads what storedAuthSchema reads, its own keys only, and refuses what it refuses', () => {
    for (const sample of samples) {
      const parsed = storedAuthSchema.safeParse(sample);
      expect([sample, readStoredAuth(sample)]).toStrictEqual([
        sample,
        parsed.success ? parsed.data : undefined,
      ]);
    }
  });

  it('never keeps a refresh token', () => {
    expect(JSON.stringify(readStoredAuth(samples[2]))).not.toContain('refresh');
  });
});

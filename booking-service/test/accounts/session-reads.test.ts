import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helpers/build.js';

const app = await build();
afterAll(() => app.close());

async function guest(n: number) {
  const issued = await app.accountsService.socialLogin({
    provider: 'google',
    subject: `session-reads-${n}`,
    email: `session-reads-${n}@example.com`,
    emailVerified: true,
    name: `Guest ${n}`,
  });
  if (!issued) throw new Error('no session');
  const payload = issued.session.accessToken.split('.')[1]!;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; sid: string };
  return { claims: { sub: claims.sub, sid: claims.sid }, refreshToken: issued.refreshToken };
}

describe('session reads of requests that arrive together', () => {
  it('read together, each answers its own user; a revoked session or another user answers none', async () => {
    const [first, second, revoked] = await Promise.all([guest(1), guest(2), guest(3)]);
    await app.accountsService.logout(revoked.refreshToken);
    const answers = await Promise.all([
      app.accountsService.authenticate(first.claims),
      app.accountsService.authenticate(second.claims),
      app.accountsService.authenticate(revoked.claims),
      app.accountsService.authenticate({ sub: second.claims.sub, sid: first.claims.sid }),
      app.accountsService.authenticate({ sub: first.claims.sub, sid: 'not-a-session-id' }),
      app.accountsService.authenticate(first.claims),
    ]);
    expect(answers.map((user) => user?.email)).toEqual([
      'session-reads-1@example.com',
      'session-reads-2@example.com',
      undefined,
      undefined,
      undefined,
      'session-reads-1@example.com',
    ]);
  });

  it('reads the session as it is now, not as an earlier read found it', async () => {
    const { claims, refreshToken } = await guest(4);
    expect((await app.accountsService.authenticate(claims))?.id).toBe(claims.sub);
    await app.accountsService.logout(refreshToken);
    expect(await app.accountsService.authenticate(claims)).toBeUndefined();
  });
});

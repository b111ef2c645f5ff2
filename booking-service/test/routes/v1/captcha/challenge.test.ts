import { captchaChallengeSchema, type CaptchaChallenge } from '@stayvn/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { captchaSpent } from '../../../../src/db/schema/index.js';
import { build } from '../../../helpers/build.js';
import { cheapCaptchaEnv, expiredCaptcha, payloadOf, solveCaptcha } from '../../../helpers/captcha.js';

const app = await build({ ...cheapCaptchaEnv, ALTCHA_HMAC_KEY: 'a-test-altcha-hmac-key-of-32-chars+' });
// Built with the file, as `app` is: a build inside a test spends its 30 s on migrations under load.
const other = await build({ ...cheapCaptchaEnv, ALTCHA_HMAC_KEY: 'another-altcha-hmac-key-of-32-chars' });

async function rejection(payload: string | undefined) {
  return app.captcha.verify(payload).then(
    () => undefined,
    (error: { statusCode: number; code: string; details: unknown }) => error,
  );
}

describe('GET /v1/captcha/challenge', () => {
  it('answers a signed PBKDF2 challenge that expires in ten minutes, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(response.json());
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
  });

  it('gives a new challenge each time', async () => {
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/v1/captcha/challenge' }),
      app.inject({ method: 'GET', url: '/v1/captcha/challenge' }),
    ]);
    expect(a.json<CaptchaChallenge>().parameters.nonce).not.toBe(b.json<CaptchaChallenge>().parameters.nonce);
  });
});

describe('fastify.captcha.verify', () => {
  it('accepts a solved challenge once, and keeps it spent until it expires', async () => {
    const payload = await solveCaptcha(app);
    await expect(app.captcha.verify(payload)).resolves.toBeUndefined();
    const replay = await rejection(payload);
    expect(replay).toMatchObject({
      statusCode: 400,
      code: 'captcha_invalid',
      details: [{ field: 'captcha', code: 'captcha_invalid' }],
    });
    const spent = await app.db.select().from(captchaSpent);
    expect(spent.some((row) => row.expiresAt.getTime() > Date.now() + 590_000)).toBe(true);
  });

  it('refuses a missing, malformed or wrongly solved payload', async () => {
    expect(await rejection(undefined)).toMatchObject({ code: 'captcha_invalid' });
    expect(await rejection('not base64 json')).toMatchObject({ code: 'captcha_invalid' });
    expect(await rejection(Buffer.from('{"challenge":{}}').toString('base64'))).toMatchObject({
      code: 'captcha_invalid',
    });
    const response = await app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
    const challenge = response.json<CaptchaChallenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    // The derived key is the proof of work (the counter only says where it was found).
    expect(
      await rejection(payloadOf(challenge, { ...solution!, derivedKey: '00'.repeat(32) })),
    ).toMatchObject({
      code: 'captcha_invalid',
    });
    // The right solution still works: the failures spent nothing.
    await expect(app.captcha.verify(payloadOf(challenge, solution!))).resolves.toBeUndefined();
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/captcha/challenge' });
    const challenge = response.json<CaptchaChallenge>();
    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    const solution = await solveChallenge({ challenge: longer, deriveKey });
    expect(await rejection(payloadOf(longer, solution!))).toMatchObject({ code: 'captcha_invalid' });
  });

  it('refuses an expired challenge, and one signed with another key', async () => {
    expect(await rejection(await expiredCaptcha(app))).toMatchObject({ code: 'captcha_invalid' });
    expect(await rejection(await solveCaptcha(other))).toMatchObject({ code: 'captcha_invalid' });
  });
});

import { createHmac } from 'node:crypto';
import { errorEnvelopeSchema, userSchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccounts, signUp } from '../../../helpers/accounts.js';

const testbed = await buildAccounts();
const { app } = testbed;
const alice = await signUp(testbed, { fullName: 'Alice Nguyen' });
const bob = await signUp(testbed, { fullName: 'Bob Tran' });

const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/v1/me', headers });
const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/v1/me', headers, payload });

function forge(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(header)}.${encode(claims)}`;
  const signature =
    header.alg === 'none' ? '' : createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

describe('GET /v1/me', () => {
  it("answers the token's own account", async () => {
    const response = await get(bearer(alice.session));
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toEqual(alice.session.user);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
    ['another scheme', { authorization: 'Basic YWxpY2U6c2VjcmV0' }],
  ])('answers 401 for %s', async (_, headers) => {
    const response = await get(headers);
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('unauthorized');
  });

  it('never yields another account: a token is the account of its sub and session only', async () => {
    const [, payload] = alice.session.accessToken.split('.');
    const aliceClaims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const bobClaims = JSON.parse(Buffer.from(bob.session.accessToken.split('.')[1]!, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);

    // Alice's token answers Alice, whatever else the request says.
    const withBobInQuery = await app.inject({
      method: 'GET',
      url: `/v1/me?id=${bob.session.user.id}&sub=${bob.session.user.id}`,
      headers: { ...bearer(alice.session), 'x-user-id': bob.session.user.id },
    });
    expect(withBobInQuery.json().id).toBe(alice.session.user.id);

    // Claims changed without the secret: refused.
    const tampered = `${alice.session.accessToken.split('.')[0]}.${Buffer.from(
      JSON.stringify({ ...aliceClaims, sub: bob.session.user.id }),
    ).toString('base64url')}.${alice.session.accessToken.split('.')[2]}`;
    expect((await get({ authorization: `Bearer ${tampered}` })).statusCode).toBe(401);
    // Unsigned (alg none), or signed with a guessed secret: refused.
    expect(
      (
        await get({
          authorization: `Bearer ${forge({ ...bobClaims, iat: now, exp: now + 600 }, '', { alg: 'none' })}`,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await get({
          authorization: `Bearer ${forge({ ...bobClaims, iat: now, exp: now + 600 }, 'guessed-secret')}`,
        })
      ).statusCode,
    ).toBe(401);
    // Even a validly signed token whose session belongs to someone else is refused: the
    // session must be the user's own.
    const mixed = app.jwt.sign({ sub: bob.session.user.id, sid: aliceClaims.sid });
    expect((await get({ authorization: `Bearer ${mixed}` })).statusCode).toBe(401);
  });

  it("updates only the token's own account", async () => {
    const response = await patch(bearer(alice.session), { fullName: 'Alice N.' });
    expect(response.statusCode).toBe(200);
    expect((await get(bearer(bob.session))).json().fullName).toBe('Bob Tran');
    expect((await get(bearer(alice.session))).json().fullName).toBe('Alice N.');
  });
});

describe('PATCH /v1/me', () => {
  it('updates gender, nationality, full name, phone, company and address', async () => {
    const account = await signUp(testbed);
    const response = await patch(bearer(account.session), {
      fullName: '  Hoang Van Duc  ',
      gender: 'male',
      nationality: 'Vietnamese',
      phoneNumber: '0912-345-678',
      companyName: 'Duc Logistics',
      address: '12 Ly Thai To, Hoan Kiem, Ha Noi',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...account.session.user,
      fullName: 'Hoang Van Duc',
      gender: 'male',
      nationality: 'Vietnamese',
      phoneNumber: '0912-345-678',
      companyName: 'Duc Logistics',
      address: '12 Ly Thai To, Hoan Kiem, Ha Noi',
    };
    expect(response.json()).toEqual(expected);
    expect((await get(bearer(account.session))).json()).toEqual(expected);

    // Left out: kept. Empty: cleared. Gender null: cleared.
    const second = await patch(bearer(account.session), {
      fullName: 'Hoang Van Duc',
      companyName: '',
      gender: null,
    });
    expect(second.json()).toEqual({ ...expected, companyName: null, gender: null });
  });

  it.each([
    [{}, 'fullName', 'err_fullname'],
    [{ fullName: '  ' }, 'fullName', 'err_fullname'],
    [{ fullName: 'x'.repeat(256) }, 'fullName', 'err_too_long'],
    [{ fullName: 'A', gender: 'other' }, 'gender', 'invalid_value'],
    [{ fullName: 'A', phoneNumber: '123' }, 'phoneNumber', 'err_phone_format'],
    [{ fullName: 'A', phoneNumber: 'call me' }, 'phoneNumber', 'err_phone_format'],
    [{ fullName: 'A', companyName: 'c'.repeat(256) }, 'companyName', 'err_too_long'],
    [{ fullName: 'A', address: 'a'.repeat(256) }, 'address', 'err_too_long'],
    [{ fullName: 'A', nationality: 'n'.repeat(101) }, 'nationality', 'err_too_long'],
  ])('refuses %o with a field error', async (payload, field, code) => {
    const response = await patch(bearer(alice.session), payload);
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('answers 401 without a token', async () => {
    expect((await patch({}, { fullName: 'Nobody' })).statusCode).toBe(401);
  });
});

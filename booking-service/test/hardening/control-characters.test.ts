import { errorEnvelopeSchema } from '@stayvn/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccounts, signUp } from '../helpers/accounts.js';

/*
 * Finding 1 of issue 20: a NUL (or any other control character) in a text field reached the
 * database, which refused it, and the request answered 500. Each field now refuses it with a
 * field error, and a database "invalid input" error that still gets through is a 400.
 */
const testbed = await buildAccounts();
const { app } = testbed;
const alice = await signUp(testbed);

function expectFieldError(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = errorEnvelopeSchema.parse(response.json());
  expect(error.code).toBe('validation_failed');
  expect(error.details).toContainEqual(expect.objectContaining({ field, code: 'err_invalid_characters' }));
}

describe.each([
  ['NUL', '\u0000'],
  ['a bell', '\u0007'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u0085'],
])('%s in a text field is a field error, never a 500', (_, control) => {
  it('search keyword', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/properties/search?keyword=${encodeURIComponent(`ba${control}dinh`)}`,
    });
    expectFieldError(response, 'keyword');
  });

  it.each([
    ['/v1/auth/login', { email: `a${control}@example.com`, password: 'whatever1!' }],
    ['/v1/auth/password/forgot', { email: `a${control}@example.com`, language: 'en' }],
    ['/v1/auth/sign-up/email', { email: `a${control}@example.com`, language: 'en' }],
    ['/v1/newsletter/subscriptions', { email: `a${control}@example.com`, language: 'en' }],
  ])('e-mail of POST %s', async (url, payload) => {
    expectFieldError(await app.inject({ method: 'POST', url, payload }), 'email');
  });

  it.each(['fullName', 'nationality', 'companyName', 'address'])('%s of PATCH /v1/me', async (field) => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers: bearer(alice.session),
      payload: { fullName: 'Alice Nguyen', [field]: `An${control}Nguyen` },
    });
    expectFieldError(response, field);
  });
});

describe('text fields', () => {
  it('keep tabs and line breaks where a person may type them, and any letter', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers: bearer(alice.session),
      payload: { fullName: 'Nguyễn Văn An 日本', address: '12 Phố Huế\nHai Bà Trưng' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Nguyễn Văn An 日本',
      address: '12 Phố Huế\nHai Bà Trưng',
    });
  });
});

describe('e-mail addresses that read as another (finding 9)', () => {
  it.each([
    ['a right-to-left override', 'moc.elpmaxe@\u202Eevil.com'],
    ['a left-to-right isolate', 'ann\u2066@example.com'],
    ['a zero-width space', 'ann\u200B@example.com'],
    ['a zero-width joiner', 'an\u200Dn@example.com'],
    ['a byte-order mark', '\uFEFFann@example.com'],
    ['a word joiner', 'ann@exam\u2060ple.com'],
  ])('refuses one with %s', async (_, email) => {
    for (const url of ['/v1/auth/sign-up/email', '/v1/newsletter/subscriptions', '/v1/auth/login']) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { email, language: 'en', password: 'whatever1!' },
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).error.details).toContainEqual(
        expect.objectContaining({ field: 'email', code: 'err_email_format' }),
      );
    }
  });
});

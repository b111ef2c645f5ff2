import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema } from '@stayvn/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildBookings, shortStay, signUp } from '../helpers/bookings.js';

/*
 * What the fuzz suite (test/fuzz) found answering 500, each kept fixed here (issue 20).
 */
const testbed = await buildBookings([shortStay('findingShortStay00000001')]);
const { app } = testbed;
const guest = await signUp(testbed);

function expectEnvelope(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  return errorEnvelopeSchema.parse(response.json()).error;
}

describe('an e-mail address with mail-header syntax in it', () => {
  // Mail libraries read `,` `;` `<` ... as address-list and display-name syntax: the one field
  // became two recipients, the SMTP server refused one, and the request answered 500.
  it.each([
    '80;t]?7b&y,@j`n4x|<DP.VcumBKj3`45h',
    'ann,bob@example.com',
    'ann;bob@example.com',
    'Ann <ann@example.com',
    'ann(comment)@example.com',
    '"ann"@example.com',
    'ann@[127.0.0.1].com',
    'ann\\bob@example.com',
    'ann:bob@example.com',
  ])('%s is a field error on every form that mails it', async (email) => {
    for (const url of [
      '/v1/auth/sign-up/email',
      '/v1/auth/password/forgot',
      '/v1/newsletter/subscriptions',
    ]) {
      const error = expectEnvelope(
        await app.inject({ method: 'POST', url, payload: { email, language: 'en' } }),
      );
      expect(error.details, url).toContainEqual(
        expect.objectContaining({ field: 'email', code: 'err_email_format' }),
      );
    }
  });

  it('one the mail server refuses for good is the e-mail field error, not a 500', async () => {
    // The SMTP server answers 501 to RCPT TO; account mails go through the outbox, which would
    // learn it after the answer, so the schema refuses domain names no host can have.
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email: 'YD`-@xmrGppH&.{2my', language: 'jp' },
    });
    expect(expectEnvelope(response).details).toEqual([
      expect.objectContaining({ field: 'email', code: 'err_email_format' }),
    ]);
  });

  it('while a plain address with letters of any language still gets its mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email: "o'brien.nguyễn+stay@example.com", language: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('a booking request whose body is not an object', () => {
  // The invoice checks ran on a null body (`null.vatInvoice`): a 500 instead of a 400.
  it.each([
    ['no body', undefined],
    ['null', 'null'],
    ['a string', '"booking"'],
    ['a number', '7'],
    ['an array', '[{"vatInvoice":true}]'],
  ])('%s is a 400 in the error envelope', async (_, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/bookings',
      headers: {
        ...bearer(guest.session),
        'idempotency-key': randomUUID(),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(expectEnvelope(response).code).toBe('validation_failed');
  });
});

describe('an office search with a check-in or check-out that is not a date', () => {
  // The stay-range check ran on them anyway: `Invalid time value` in the month arithmetic, a 500.
  it.each([
    ['gF[xG', 'toString'],
    ['2026-02-30', '2026-03-01'],
    ['tomorrow', '2099-01-01'],
  ])('checkIn=%s checkOut=%s is a field error, on search and count', async (checkIn, checkOut) => {
    for (const path of ['/v1/properties/search', '/v1/properties/search/count']) {
      const query = new URLSearchParams({ type: 'office', checkIn, checkOut });
      const error = expectEnvelope(await app.inject({ method: 'GET', url: `${path}?${query}` }));
      expect(error.details, path).toContainEqual(
        expect.objectContaining({ field: 'checkIn', code: 'err_date_invalid' }),
      );
    }
  });
});

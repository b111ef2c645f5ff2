import { randomBytes } from 'node:crypto';
import { errorEnvelopeSchema, newsletterSubscriptionResultSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../../../src/db/schema/index.js';
import { buildAccounts, webUrl } from '../../../helpers/accounts.js';

// Three a client address; every other test sends each request from a new address.
const { app, smtp } = await buildAccounts({ NEWSLETTER_RATE_LIMIT_PER_IP: '3' });

const newAddress = () => `reader-${randomBytes(4).toString('hex')}@example.com`;
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function subscribe(payload: unknown, remoteAddress = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/v1/newsletter/subscriptions',
    payload: payload as object,
    remoteAddress,
  });
}

async function rowsFor(email: string) {
  return app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

describe('POST /v1/newsletter/subscriptions', () => {
  it('answers 201 for a new address, stores it with its language and time, and welcomes it', async () => {
    const email = newAddress();
    const before = Date.now();

    const response = await subscribe({ email, language: 'en' });

    expect(response.statusCode).toBe(201);
    expect(newsletterSubscriptionResultSchema.parse(response.json())).toEqual({ created: true });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ email, language: 'en' });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe('Welcome to the StayVN newsletter');
    expect(mail.text).toContain('Thank you for subscribing');
    expect(mail.text).toContain(`${webUrl}/en`);
  });

  it('answers 200 created:false for an address already subscribed, whatever its case and spaces', async () => {
    const email = newAddress();
    expect((await subscribe({ email, language: 'vi' })).statusCode).toBe(201);
    await smtp.lastTo(email);
    const mailsBefore = smtp.mails.length;

    const again = await subscribe({ email: `  ${email.toUpperCase()}  `, language: 'jp' });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: false });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    // The first subscription's language stands; no second welcome.
    expect(rows[0]!.language).toBe('vi');
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('stores an address trimmed and lower-cased', async () => {
    const email = newAddress();
    expect((await subscribe({ email: ` ${email.toUpperCase()} `, language: 'en' })).statusCode).toBe(201);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ['jp', '【StayVN】ニュースレターのご登録ありがとうございます', 'サービスアパート'],
    ['vi', '[StayVN] Cảm ơn bạn đã đăng ký nhận bản tin', 'căn hộ dịch vụ'],
  ])('welcomes a subscriber in %s', async (language, subject, text) => {
    const email = newAddress();
    expect((await subscribe({ email, language })).statusCode).toBe(201);
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(text);
    expect(mail.text).toContain(`${webUrl}/${language}`);
  });

  it.each([
    [{ language: 'en' }, 'email', 'err_email'],
    [{ email: '   ', language: 'en' }, 'email', 'err_email'],
    [{ email: 'not-an-address', language: 'en' }, 'email', 'err_email_format'],
    [{ email: 'a@b', language: 'en' }, 'email', 'err_email_format'],
    [{ email: `${'x'.repeat(250)}@example.com`, language: 'en' }, 'email', 'err_email_format'],
    [{ email: 12, language: 'en' }, 'email', 'err_email'],
    [{ email: 'a@example.com', language: 'fr' }, 'language', 'err_invalid_language'],
    [{ email: 'a@example.com' }, 'language', 'err_invalid_language'],
  ])(
    'answers 400 for %j with the field and its message key, storing nothing',
    async (payload, field, code) => {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(errorEnvelopeSchema.parse(body)).toEqual(body);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details).toContainEqual({ field, code, message: expect.any(String) });
      expect(
        await app.db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, 'a@example.com')),
      ).toEqual([]);
    },
  );

  it('limits subscriptions per client address with 429 and Retry-After', async () => {
    const client = '10.8.0.1';
    for (let n = 0; n < 3; n += 1)
      expect((await subscribe({ email: newAddress(), language: 'en' }, client)).statusCode).toBe(201);
    const email = newAddress();
    const fourth = await subscribe({ email, language: 'en' }, client);
    expect(fourth.statusCode).toBe(429);
    const body = fourth.json();
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(body.error.code).toBe('too_many_requests');
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await rowsFor(email)).toEqual([]);
    // Bad input counts too: a robot cannot probe for free.
    expect((await subscribe({ email: 'x' }, client)).statusCode).toBe(429);
    // Another client is not held back.
    expect((await subscribe({ email, language: 'en' }, '10.8.0.2')).statusCode).toBe(201);
  });
});

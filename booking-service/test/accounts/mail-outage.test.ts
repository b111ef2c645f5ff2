import { describe, expect, it } from 'vitest';
import { buildAccounts, newEmail, signUp, webUrl } from '../helpers/accounts.js';
import { linkIn } from '../helpers/smtp-peer.js';

/*
 * Issue 29: sign-up, forgot-password and newsletter mails were sent inline, so with the SMTP
 * server down a sign-up answered 500 and its mail was lost. Now each is stored in the outbox
 * with its key (or subscription) and sent by the worker: the request succeeds during the
 * outage and the mail arrives once a real SMTP server is back.
 */
const testbed = await buildAccounts({
  MAIL_JOBS_POLL_MS: '50',
  MAIL_JOBS_RETRY_BASE_MS: '100',
  MAIL_JOBS_RETRY_MAX_MS: '400',
});
const { app, smtp } = testbed;

async function eventually<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const mailTo = (address: string) => smtp.mails.find((mail) => mail.to.includes(address));

describe('account and newsletter mails while the SMTP server is down', () => {
  it('answer 2xx and send each mail once the server is back', async () => {
    const member = await signUp(testbed);
    const newcomer = newEmail();
    const reader = newEmail('reader');
    const before = smtp.mails.length;
    smtp.setDown(true);
    try {
      const signUpRequest = await app.inject({
        method: 'POST',
        url: '/v1/auth/sign-up/email',
        payload: { email: newcomer, language: 'vi' },
      });
      expect(signUpRequest.statusCode, signUpRequest.body).toBe(200);
      expect(signUpRequest.json()).toEqual({ result: 0 });
      const forgot = await app.inject({
        method: 'POST',
        url: '/v1/auth/password/forgot',
        payload: { email: member.email, language: 'jp' },
      });
      expect(forgot.statusCode, forgot.body).toBe(200);
      const subscription = await app.inject({
        method: 'POST',
        url: '/v1/newsletter/subscriptions',
        payload: { email: reader, language: 'en' },
      });
      expect(subscription.statusCode, subscription.body).toBe(201);
      // The worker has tried and failed meanwhile; nothing arrived.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.slice(before)).toEqual([]);
    } finally {
      smtp.setDown(false);
    }

    const signUpMail = await eventually(() => mailTo(newcomer));
    const key = linkIn(signUpMail, `${webUrl}/vi/sign-up?`).searchParams.get('verify-key');
    const check = await app.inject({ method: 'POST', url: '/v1/auth/sign-up/verify', payload: { key } });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ email: newcomer });
    const resetMail = await eventually(() =>
      smtp.mails
        .filter((mail) => mail.to.includes(member.email))
        .find((mail) => mail.text.includes('reset-password')),
    );
    expect(linkIn(resetMail, `${webUrl}/jp/reset-password?`).searchParams.get('verify-key')).toBeTruthy();
    const welcome = await eventually(() => mailTo(reader));
    expect(welcome.subject).toBe('Welcome to the StayVN newsletter');
  });
});

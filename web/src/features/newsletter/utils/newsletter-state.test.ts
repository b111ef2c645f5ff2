import { newsletterSubscriptionSchema } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { newsletterEmailError, outcomeOfError, outcomeOfResult } from './newsletter-state';

describe('newsletter e-mail', () => {
  it('asks for an address when it is empty or blank', () => {
    expect(newsletterEmailError('')).toBe('field.email.required');
    expect(newsletterEmailError('   ')).toBe('field.email.required');
  });

  it('rejects something that is not an address', () => {
    expect(newsletterEmailError('guest@example')).toBe('field.email.format');
    expect(newsletterEmailError('not an email')).toBe('field.email.format');
    expect(newsletterEmailError(`${'a'.repeat(250)}@example.com`)).toBe('field.email.format');
  });

  it('accepts an address, spaces around it included', () => {
    expect(newsletterEmailError(' guest@example.com ')).toBeUndefined();
  });

  it("keeps the shared schema's rule, without loading zod", () => {
    const schema = newsletterSubscriptionSchema.unwrap().shape.email;
    const messages: Record<string, string> = { err_email: 'field.email.required' };
    const emails = [
      '',
      ' \t',
      'a@b.c',
      'a@b',
      '@b.c',
      'a b@c.d',
      'a@@b.c',
      ' x@y.vn ',
      '名前@例え.jp',
      `${'a'.repeat(243)}@example.com`,
      `${'a'.repeat(244)}@example.com`,
    ];
    for (const email of emails) {
      const parsed = schema.safeParse(email);
      const expected = parsed.success
        ? undefined
        : (messages[parsed.error.issues[0]?.message ?? ''] ?? 'field.email.format');
      expect([email, newsletterEmailError(email)]).toEqual([email, expected]);
    }
  });
});

describe('newsletter outcome', () => {
  it('thanks a new subscriber and tells a returning one they are already in', () => {
    expect(outcomeOfResult({ created: true })).toEqual({
      kind: 'subscribed',
      toast: 'footer.newsletter.subscribed',
    });
    expect(outcomeOfResult({ created: false })).toEqual({
      kind: 'already',
      toast: 'footer.newsletter.already',
    });
  });

  it("puts the service's field error under the field", () => {
    const error = new HttpError('api', 400, 'validation_failed', 'bad', [
      { field: 'email', code: 'err_email_format', message: 'err_email_format' },
    ]);
    expect(outcomeOfError(error)).toEqual({ kind: 'field', field: 'field.email.format' });
  });

  it('says too many attempts on 429 and failed on anything else', () => {
    expect(outcomeOfError(new HttpError('api', 429, 'too_many_requests', 'slow down'))).toEqual({
      kind: 'failed',
      toast: 'footer.newsletter.tooMany',
    });
    expect(outcomeOfError(new HttpError('api', 0, 'unavailable', 'down'))).toEqual({
      kind: 'failed',
      toast: 'footer.newsletter.failed',
    });
    expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'failed', toast: 'footer.newsletter.failed' });
  });
});

import { languageCodes } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/templates.js';

const link = 'https://stayvn.test/en/sign-up?verify-key=abc&email=a%40b.c';

describe('renderMail', () => {
  it.each(languageCodes)('writes every mail in %s with the link in the text and the HTML', (language) => {
    for (const template of [
      { kind: 'sign-up' as const, link },
      { kind: 'password-reset' as const, link, fullName: 'An' },
      { kind: 'newsletter-welcome' as const, link },
    ]) {
      const mail = renderMail(language, template);
      expect(mail.subject).toContain('StayVN');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('href="https://stayvn.test/en/sign-up?verify-key=abc&amp;email=a%40b.c"');
    }
  });

  it('writes a different text per language', () => {
    const subjects = languageCodes.map((language) => renderMail(language, { kind: 'sign-up', link }).subject);
    expect(new Set(subjects).size).toBe(3);
  });

  it('escapes a name in the HTML', () => {
    const mail = renderMail('en', { kind: 'password-reset', link, fullName: '<script>x</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('newsletter welcome', () => {
  it('is written in each language, with the home page link', () => {
    const home = 'https://stayvn.test/vi';
    const subjects = languageCodes.map(
      (language) => renderMail(language, { kind: 'newsletter-welcome', link: home }).subject,
    );
    expect(new Set(subjects).size).toBe(3);
    expect(renderMail('vi', { kind: 'newsletter-welcome', link: home }).html).toContain(`href="${home}"`);
  });
});

describe('booking cancelled', () => {
  const cancelled = {
    kind: 'booking-cancelled' as const,
    link: 'https://stayvn.test/en/booking-confirm/SV-0000-0000-0000',
    number: 'SV-0000-0000-0000',
    fullName: 'An',
    propertyName: 'Lakeview',
    checkIn: '2026-12-10',
    checkOut: '2026-12-13',
    percent: 50,
    cost: '$155.06 (3,938,493 ₫)',
    refund: '$155.06 (3,938,492 ₫)',
    unconfirmedTransfer: false,
  };

  it.each(languageCodes)('says in %s what it cost, the refund and its 15 working days', (language) => {
    const mail = renderMail(language, cancelled);
    expect(mail.subject).toContain(cancelled.number);
    for (const part of [cancelled.cost, cancelled.refund, '50%', '15', cancelled.link])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain(`href="${cancelled.link}"`);
  });

  it('says why nothing comes back: nothing paid, or a transfer staff had not confirmed', () => {
    const unpaid = renderMail('en', { ...cancelled, refund: null });
    expect(unpaid.text).toContain('Nothing was paid, so nothing is refunded.');
    const claimed = languageCodes.map(
      (language) => renderMail(language, { ...cancelled, refund: null, unconfirmedTransfer: true }).text,
    );
    expect(claimed[0]).toContain('Our staff had not confirmed your bank transfer');
    expect(claimed[1]).toContain('スタッフが確認していなかった');
    expect(claimed[2]).toContain('chưa xác nhận khoản chuyển khoản');
  });
});

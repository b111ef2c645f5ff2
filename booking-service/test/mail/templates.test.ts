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

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsFromIssues } from './errors.js';
import { isCleanEmail, isCleanText, keepPhoneCharacters } from './fields.js';
import { changePasswordSchema, loginSchema, signUpSchema } from './schemas/accounts.js';
import { emailField, optionalText, passwordField, phoneField, requiredText } from './schemas/fields.js';

/** The message keys a schema reports, by field. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

describe('e-mail', () => {
  it('is trimmed', () => {
    expect(emailField().parse('  guest@example.com ')).toBe('guest@example.com');
  });
  it('is required', () => {
    expect(errorsOf(emailField(), '   ')._).toContain('err_email');
  });
  it('follows the address pattern', () => {
    expect(errorsOf(emailField(), 'guest@example')._).toContain('err_email_format');
    expect(errorsOf(emailField(), 'gu est@example.com')._).toContain('err_email_format');
  });
  it.each([
    ['a@example.com.', 'a trailing dot'],
    ['a@.example.com', 'a leading dot in the domain'],
    ['a@example..com', 'consecutive dots in the domain'],
    ['.a@example.com', 'a leading dot'],
    ['a.@example.com', 'a dot before the @'],
    ['a..b@example.com', 'consecutive dots'],
    ['YD`-@xmrGppH&.{2my', 'characters no host name has'],
    ['a@ex_ample.com', 'an underscore in the domain'],
  ])('refuses %s (%s)', (address) => {
    expect(errorsOf(emailField(), address)._).toEqual(['err_email_format']);
  });
  it('takes dots between characters on both sides', () => {
    expect(emailField().parse('an.nguyen+stay@mail.example.com.vn')).toBe(
      'an.nguyen+stay@mail.example.com.vn',
    );
  });
  it('takes internationalised domain names', () => {
    expect(emailField().parse('thu.ha@bücher.de')).toBe('thu.ha@bücher.de');
    expect(emailField().parse('ha@xn--bcher-kva.vn')).toBe('ha@xn--bcher-kva.vn');
  });
  it('is at most 255 characters', () => {
    const long = `${'a'.repeat(244)}@example.com`;
    expect(long).toHaveLength(256);
    expect(emailField().safeParse(long).success).toBe(false);
    expect(emailField().safeParse(long.slice(1)).success).toBe(true);
  });
});

describe('phone', () => {
  it('accepts digits, plus, slash and hyphen, 7 to 15 characters', () => {
    expect(phoneField.parse('+84-24/3333888')).toBe('+84-24/3333888');
    expect(errorsOf(phoneField, '123456')._).toContain('err_phone_format');
    expect(errorsOf(phoneField, '1234567890123456')._).toContain('err_phone_format');
    expect(errorsOf(phoneField, '0912 345 678')._).toContain('err_phone_format');
  });
  it('is required where asked', () => {
    expect(errorsOf(phoneField, '')._).toContain('err_phone_number');
  });
  it('drops other characters while typing', () => {
    expect(keepPhoneCharacters('(+84) 912-345.678a')).toBe('+84912-345678');
  });
});

describe('password', () => {
  it.each([
    ['short1!', 'too short'],
    ['abcdefgh!', 'no digit'],
    ['ABCDEFG1!', 'no lowercase letter'],
    ['abcdefg12', 'no special character'],
    ['abcd efg1!', 'whitespace'],
    [`a1!${'x'.repeat(46)}`, 'longer than 48'],
  ])('rejects %s (%s)', (password) => {
    expect(errorsOf(passwordField, password)._).toContain('msg_password_format');
  });
  it('accepts 8 to 48 characters with a digit, a lowercase letter and a special character', () => {
    expect(passwordField.safeParse('abcdef1!').success).toBe(true);
    expect(passwordField.safeParse(`a1!${'x'.repeat(45)}`).success).toBe(true);
  });
  it('asks for a new password when empty', () => {
    expect(errorsOf(passwordField, '')._).toEqual(['msg_new_password_required']);
  });
});

describe('login', () => {
  it('needs an e-mail and a password of at most 48 characters', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: ['err_email'],
      password: ['err_password_required'],
    });
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'x'.repeat(49) }).password).toEqual([
      'err_too_long',
    ]);
  });
  it('defaults remember me to false', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x' }).rememberMe).toBe(false);
  });
});

describe('sign-up', () => {
  const valid = {
    verifyKey: 'k',
    fullName: 'Nguyễn Văn An',
    password: 'secret-1a',
    confirmPassword: 'secret-1a',
  };
  it('accepts the minimum', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, phoneNumber: '' }).success).toBe(true);
  });
  it('limits the full name to 25 characters and requires it', () => {
    expect(errorsOf(signUpSchema, { ...valid, fullName: 'x'.repeat(26) }).fullName).toEqual(['err_too_long']);
    expect(errorsOf(signUpSchema, { ...valid, fullName: ' ' }).fullName).toEqual(['err_fullname']);
  });
  it('requires the confirmation to match', () => {
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: 'secret-1b' }).confirmPassword).toEqual([
      'msg_password_mismatch',
    ]);
  });
  it('checks an optional phone when given', () => {
    expect(errorsOf(signUpSchema, { ...valid, phoneNumber: '12ab' }).phoneNumber).toBeDefined();
  });
});

describe('change password', () => {
  it('needs a new password different from the current one', () => {
    const input = { currentPassword: 'secret-1a', password: 'secret-1a', confirmPassword: 'secret-1a' };
    expect(errorsOf(changePasswordSchema, input).password).toEqual(['msg_password_same_as_current']);
  });
});

describe('field errors', () => {
  it('keeps the first error of each field', () => {
    const result = signUpSchema.safeParse({
      verifyKey: 'k',
      fullName: '',
      password: 'short',
      confirmPassword: '',
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual([
      { field: 'fullName', code: 'err_fullname', message: 'err_fullname' },
      { field: 'password', code: 'msg_password_format', message: 'msg_password_format' },
      {
        field: 'confirmPassword',
        code: 'msg_re_enter_password_required',
        message: 'msg_re_enter_password_required',
      },
    ]);
  });
});

describe('characters no text field takes (issue 20)', () => {
  it.each(['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'])(
    'refuses %j',
    (character) => {
      expect(isCleanText(`a${character}b`)).toBe(false);
      expect(errorsOf(requiredText(50), `a${character}b`)).toEqual({ _: ['err_invalid_characters'] });
      expect(errorsOf(optionalText(50), `a${character}b`)).toEqual({ _: ['err_invalid_characters'] });
      expect(errorsOf(passwordField, `Abcdef1!${character}`)).toEqual({ _: ['err_invalid_characters'] });
    },
  );

  it('keeps tabs, line breaks, letters of any script and emoji', () => {
    expect(isCleanText('Phố Huế\tHai Bà Trưng\r\n日本語 😀')).toBe(true);
  });

  it.each(['\u202e', '\u200b', '\u200d', '\u2066', '\ufeff', '\u2060'])(
    'an e-mail with %j is badly formatted',
    (c) => {
      expect(isCleanEmail(`an${c}n@example.com`)).toBe(false);
      expect(errorsOf(emailField(), `an${c}n@example.com`)).toEqual({ _: ['err_email_format'] });
    },
  );
});

import { z } from 'zod';

/**
 * Field rules of the spec (section 5 of the screens document, section 9 of the constants).
 * Every error message is a message key that the web translates; the booking service sends the
 * same key back in its field-level errors.
 */
export const limits = {
  email: 255,
  ownerEmail: 191,
  loginPassword: 48,
  passwordMin: 8,
  passwordMax: 48,
  signUpFullName: 25,
  contactFullName: 255,
  ownerFullName: 191,
  phoneMin: 7,
  phoneMax: 15,
  companyName: 255,
  keyword: 255,
  ownerAddress: 191,
  ownerDescription: 500,
  ownerLeasePriceDigits: 10,
  reviewContent: 1500,
  reviewImages: 5,
  ownerImages: 10,
  imageBytes: 2_500_000,
} as const;

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/bmp'] as const;

// Deliberately plain: one @, no spaces, a dot in the domain part; the server's mail is the proof.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The spec: digits, plus, slash and hyphen only. */
export const phoneCharacters = /^[0-9+/-]*$/;
/** At least one digit, one lowercase letter, one special character, no whitespace. */
const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[^A-Za-z0-9\s])\S+$/;

/** Keeps only what a phone input accepts, as the contact modal does while typing. */
export function keepPhoneCharacters(input: string): string {
  return input.replace(/[^0-9+/-]/g, '');
}

export function emailField(max: number = limits.email) {
  return z
    .string({ error: 'err_email' })
    .trim()
    .min(1, { error: 'err_email', abort: true })
    .max(max, { error: 'err_email_format' })
    .regex(emailPattern, { error: 'err_email_format' });
}

export function requiredText(max: number, requiredKey = 'err_required', tooLongKey = 'err_too_long') {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: tooLongKey });
}

export function optionalText(max: number, tooLongKey = 'err_too_long') {
  return z.string().trim().max(max, { error: tooLongKey }).optional();
}

export const phoneField = z
  .string({ error: 'err_phone_number' })
  .trim()
  .min(1, { error: 'err_phone_number', abort: true })
  .regex(phoneCharacters, { error: 'err_phone_format' })
  .min(limits.phoneMin, { error: 'err_phone_format' })
  .max(limits.phoneMax, { error: 'err_phone_format' });

/** An optional phone: empty is fine, anything else follows the phone rule. */
export const optionalPhoneField = z.union([z.literal(''), phoneField]).optional();

export const passwordField = z
  .string({ error: 'msg_new_password_required' })
  .min(1, { error: 'msg_new_password_required', abort: true })
  .min(limits.passwordMin, { error: 'msg_password_format' })
  .max(limits.passwordMax, { error: 'msg_password_format' })
  .regex(passwordPattern, { error: 'msg_password_format' });

export const loginPasswordField = z
  .string({ error: 'err_password_required' })
  .trim()
  .min(1, { error: 'err_password_required', abort: true })
  .max(limits.loginPassword, { error: 'err_too_long' });

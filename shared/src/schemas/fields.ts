import { z } from 'zod';
import { emailPattern, isCleanEmail, isCleanText, limits, phoneCharacters } from '../fields.js';

/*
 * The field rules of fields.ts as zod fields. Every error message is a message key that the web
 * translates; the booking service sends the same key back in its field-level errors.
 */

/** At least one digit, one lowercase letter, one special character, no whitespace. */
const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[^A-Za-z0-9\s])\S+$/;

/**
 * The one base of every text the service takes: a string without control characters
 * (`err_invalid_characters`, before any other rule of the field).
 */
export function textField(typeKey?: string) {
  return z
    .string(typeKey ? { error: typeKey } : undefined)
    .refine(isCleanText, { error: 'err_invalid_characters', abort: true });
}

export function emailField(max: number = limits.email) {
  return (
    textField('err_email')
      // An address with a bidi override or a zero-width character reads as another one.
      .refine(isCleanEmail, { error: 'err_email_format', abort: true })
      .trim()
      .min(1, { error: 'err_email', abort: true })
      .max(max, { error: 'err_email_format' })
      .regex(emailPattern, { error: 'err_email_format' })
  );
}

export function requiredText(max: number, requiredKey = 'err_required', tooLongKey = 'err_too_long') {
  return textField(requiredKey)
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: tooLongKey });
}

export function optionalText(max: number, tooLongKey = 'err_too_long') {
  return textField().trim().max(max, { error: tooLongKey }).optional();
}

export const phoneField = textField('err_phone_number')
  .trim()
  .min(1, { error: 'err_phone_number', abort: true })
  .regex(phoneCharacters, { error: 'err_phone_format' })
  .min(limits.phoneMin, { error: 'err_phone_format' })
  .max(limits.phoneMax, { error: 'err_phone_format' });

/** An optional phone: empty is fine, anything else follows the phone rule. */
export const optionalPhoneField = z.union([z.literal(''), phoneField]).optional();

export const passwordField = textField('msg_new_password_required')
  .min(1, { error: 'msg_new_password_required', abort: true })
  .min(limits.passwordMin, { error: 'msg_password_format' })
  .max(limits.passwordMax, { error: 'msg_password_format' })
  .regex(passwordPattern, { error: 'msg_password_format' });

export const loginPasswordField = textField('err_password_required')
  .trim()
  .min(1, { error: 'err_password_required', abort: true })
  .max(limits.loginPassword, { error: 'err_too_long' });

/** A property as cards, detail URLs and favourites name it: its CMS document id. */
export const propertyIdField = z.string({ error: 'err_invalid_id' }).regex(/^[A-Za-z0-9_-]{1,64}$/, {
  error: 'err_invalid_id',
});

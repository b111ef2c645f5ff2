import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addDays, todayInVietnam } from './dates.js';
import { captchaPayloadField } from './schemas/captcha.js';
import {
  contactEnquirySchema,
  enquiryInputSchema,
  favouritesEnquirySchema,
  officeQuoteEnquirySchema,
} from './schemas/enquiries.js';

/** The first message key a schema reports, by field. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

const valid = {
  kind: 'property',
  language: 'vi',
  cityId: 2,
  propertyIds: ['abc123'],
  fullName: 'Nguyễn Văn A',
  email: 'guest@example.com',
  phoneNumber: '+84-912/345678',
  captcha: 'eyJ9',
};

describe('enquiryInputSchema', () => {
  it('accepts a property enquiry and trims its fields', () => {
    const parsed = enquiryInputSchema.parse({ ...valid, fullName: '  Nguyễn Văn A ', companyName: '' });
    expect(parsed).toMatchObject({ kind: 'property', fullName: 'Nguyễn Văn A', cityId: 2, companyName: '' });
  });

  it('reports the modal keys of the spec for the property kind', () => {
    expect(errorsOf(enquiryInputSchema, { ...valid, fullName: ' ', email: '', phoneNumber: '' })).toEqual({
      fullName: 'err_fullname',
      email: 'err_email',
      phoneNumber: 'err_phone_number',
    });
    expect(errorsOf(enquiryInputSchema, { ...valid, email: 'guest@example', phoneNumber: '123456' })).toEqual(
      {
        email: 'err_email_format',
        phoneNumber: 'err_phone_format',
      },
    );
    expect(errorsOf(enquiryInputSchema, { ...valid, phoneNumber: '0912 345 678' })).toEqual({
      phoneNumber: 'err_phone_format',
    });
  });

  it('keeps the lengths of the spec: full name 255, phone 7 to 15, e-mail 255', () => {
    expect(errorsOf(enquiryInputSchema, { ...valid, fullName: 'a'.repeat(255) })).toEqual({});
    expect(errorsOf(enquiryInputSchema, { ...valid, fullName: 'a'.repeat(256) })).toEqual({
      fullName: 'err_too_long',
    });
    expect(errorsOf(enquiryInputSchema, { ...valid, phoneNumber: '1234567' })).toEqual({});
    expect(errorsOf(enquiryInputSchema, { ...valid, phoneNumber: '1'.repeat(16) })).toEqual({
      phoneNumber: 'err_phone_format',
    });
    expect(errorsOf(enquiryInputSchema, { ...valid, email: `${'a'.repeat(244)}@example.com` })).toEqual({
      email: 'err_email_format',
    });
  });

  it('names exactly one property in the modal', () => {
    expect(errorsOf(enquiryInputSchema, { ...valid, propertyIds: [] })).toEqual({
      propertyIds: 'err_required',
    });
    expect(errorsOf(enquiryInputSchema, { ...valid, propertyIds: ['a', 'b'] })).toEqual({
      propertyIds: 'err_too_many_ids',
    });
    expect(errorsOf(enquiryInputSchema, { ...valid, propertyIds: ['no spaces'] })).toEqual({
      'propertyIds.0': 'err_invalid_id',
    });
  });

  it('refuses dates before today and accepts today', () => {
    const today = todayInVietnam();
    expect(errorsOf(enquiryInputSchema, { ...valid, moveInDate: today, tourInspectionDate: today })).toEqual(
      {},
    );
    expect(errorsOf(enquiryInputSchema, { ...valid, moveInDate: addDays(today, -2) })).toEqual({
      moveInDate: 'err_date_before_today',
    });
    expect(errorsOf(enquiryInputSchema, { ...valid, tourInspectionDate: '2026-02-30' })).toEqual({
      tourInspectionDate: 'err_date_invalid',
    });
    expect(enquiryInputSchema.parse({ ...valid, moveInDate: '' }).moveInDate).toBeUndefined();
  });

  it('requires the captcha', () => {
    const { captcha: _, ...withoutCaptcha } = valid;
    expect(errorsOf(enquiryInputSchema, withoutCaptcha)).toEqual({ captcha: 'captcha_invalid' });
    expect(errorsOf(captchaPayloadField, ' ')).toEqual({ _: 'captcha_invalid' });
    expect(errorsOf(captchaPayloadField, 'x'.repeat(4001))).toEqual({ _: 'captcha_invalid' });
  });

  it('refuses an unknown kind, language or city', () => {
    expect(errorsOf(enquiryInputSchema, { ...valid, kind: 'spam' })).toEqual({ kind: 'err_invalid_kind' });
    expect(errorsOf(enquiryInputSchema, { ...valid, language: 'fr' })).toEqual({
      language: 'err_invalid_language',
    });
    expect(errorsOf(enquiryInputSchema, { ...valid, cityId: 9 })).toHaveProperty('cityId');
    expect(enquiryInputSchema.parse({ ...valid, cityId: undefined }).cityId).toBe(1);
  });
});

describe('the other kinds', () => {
  it('contact-us requires the message', () => {
    const contact = { ...valid, kind: 'contact', propertyIds: undefined };
    expect(errorsOf(contactEnquirySchema, contact)).toEqual({ message: 'err_required' });
    expect(contactEnquirySchema.parse({ ...contact, message: 'Hello' }).propertyIds).toEqual([]);
    expect(errorsOf(contactEnquirySchema, { ...contact, message: 'a'.repeat(2001) })).toEqual({
      message: 'err_too_long',
    });
  });

  it('favourites report err_required and err_email, and take several properties once each', () => {
    const favourites = { ...valid, kind: 'favourites', propertyIds: ['a', 'b', 'a'] };
    expect(favouritesEnquirySchema.parse(favourites).propertyIds).toEqual(['a', 'b']);
    expect(errorsOf(enquiryInputSchema, { ...favourites, fullName: '', email: '', phoneNumber: '' })).toEqual(
      {
        fullName: 'err_required',
        email: 'err_required',
        phoneNumber: 'err_required',
      },
    );
    expect(errorsOf(enquiryInputSchema, { ...favourites, email: 'nope' })).toEqual({ email: 'err_email' });
    expect(errorsOf(enquiryInputSchema, { ...favourites, propertyIds: [] })).toEqual({
      propertyIds: 'err_required',
    });
    const many = Array.from({ length: 51 }, (_, index) => `p${index}`);
    expect(errorsOf(enquiryInputSchema, { ...favourites, propertyIds: many })).toEqual({
      propertyIds: 'err_too_many_ids',
    });
  });

  it('an office quote requires the message and the service of interest', () => {
    const quote = { ...valid, kind: 'office_quote', propertyIds: [] };
    expect(errorsOf(officeQuoteEnquirySchema, quote)).toEqual({
      message: 'err_required',
      officeService: 'err_office_service',
    });
    expect(errorsOf(enquiryInputSchema, { ...quote, message: 'Ten desks', officeService: 'lounge' })).toEqual(
      {
        officeService: 'err_office_service',
      },
    );
    expect(
      enquiryInputSchema.parse({ ...quote, message: 'Ten desks', officeService: 'virtual_office' }),
    ).toMatchObject({ kind: 'office_quote', officeService: 'virtual_office' });
  });
});

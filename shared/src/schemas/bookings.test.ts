import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../errors.js';
import {
  availabilityQuerySchema,
  bookingQuoteQuerySchema,
  bookingRefParamsSchema,
  cancelBookingSchema,
  createBookingSchema,
  createStayDatesSchema,
} from './bookings.js';

const valid = {
  propertyId: 'abc123',
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  fullName: 'Nguyen Van A',
  email: 'a@example.com',
  phoneNumber: '+84901234567',
  paymentMethod: 'bank_transfer',
  language: 'vi',
  acceptTerms: true,
};

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : fieldErrorsFromIssues(result.error.issues).map(({ field, code }) => `${field}:${code}`);
}

describe('create booking', () => {
  it('accepts a plain booking and fills the flags', () => {
    const result = createBookingSchema.parse(valid);
    expect(result).toMatchObject({ forSomeoneElse: false, vatInvoice: false, acceptTerms: true });
  });
  it('asks for every guest field and the ticked terms', () => {
    expect(
      errorsOf(createBookingSchema, {
        ...valid,
        fullName: ' ',
        email: '',
        phoneNumber: 'abc',
        acceptTerms: false,
      }),
    ).toEqual([
      'fullName:err_fullname',
      'email:err_email',
      'phoneNumber:err_phone_format',
      'acceptTerms:err_terms_required',
    ]);
  });
  it('needs check-out after check-in', () => {
    expect(errorsOf(createBookingSchema, { ...valid, checkOut: '2026-12-10' })).toEqual([
      'checkOut:err_date_end_before_start',
    ]);
    expect(errorsOf(createBookingSchema, { ...valid, checkIn: '' })).toEqual([
      'checkIn:err_check_in_required',
    ]);
    expect(errorsOf(createBookingSchema, { ...valid, checkIn: '2026-02-30' })).toEqual([
      'checkIn:err_date_invalid',
    ]);
  });
  it('requires company, address and a Vietnamese tax code for a VAT invoice', () => {
    expect(errorsOf(createBookingSchema, { ...valid, vatInvoice: true })).toEqual([
      'companyName:err_required',
      'companyAddress:err_required',
      'taxCode:err_required',
    ]);
    expect(
      errorsOf(createBookingSchema, {
        ...valid,
        vatInvoice: true,
        companyName: 'C',
        companyAddress: 'A',
        taxCode: '12345',
      }),
    ).toEqual(['taxCode:err_tax_code_format']);
    expect(
      errorsOf(createBookingSchema, {
        ...valid,
        vatInvoice: true,
        companyName: 'C',
        companyAddress: 'A',
        taxCode: '0101234567-001',
      }),
    ).toEqual([]);
  });
  it('takes only the payment methods there are', () => {
    expect(errorsOf(createBookingSchema, { ...valid, paymentMethod: 'cash' })).toEqual([
      'paymentMethod:err_payment_method',
    ]);
  });
});

describe('other booking inputs', () => {
  it('quote: defaults currency and language', () => {
    expect(
      bookingQuoteQuerySchema.parse({ propertyId: 'p1', checkIn: '2026-12-10', checkOut: '2026-12-11' }),
    ).toMatchObject({
      currency: 'USD',
      lang: 'en',
    });
  });
  it("stay dates: the service's rules and keys, checked before a quote is asked for (issue 31)", () => {
    const schema = createStayDatesSchema(() => '2026-12-01');
    const errors = (checkIn: string, checkOut: string) => errorsOf(schema, { checkIn, checkOut });
    expect(errors('2026-12-10', '2026-12-13')).toEqual([]);
    expect(errors('2026-12-01', '2027-01-01')).toEqual([]);
    expect(errors('2026-12-10', '2026-12-08')).toEqual(['checkOut:err_date_end_before_start']);
    expect(errors('2026-12-10', '2026-12-10')).toEqual(['checkOut:err_date_end_before_start']);
    expect(errors('2026-12-01', '2027-01-02')).toEqual(['checkOut:err_date_range_too_long']);
    expect(errors('2026-12-10', '2028-01-14')).toEqual(['checkOut:err_date_range_too_long']);
    expect(errors('2026-11-30', '2026-12-02')).toEqual(['checkIn:err_date_before_today']);
    // A year still being typed is a date long past: never a quote for it.
    expect(errors('0002-02-10', '2026-12-13')).toEqual(['checkIn:err_date_before_today']);
    expect(errors('2026-02-30', '2026-12-13')).toEqual(['checkIn:err_date_invalid']);
    expect(errors('', '')).toEqual(['checkIn:err_check_in_required', 'checkOut:err_check_out_required']);
  });
  it('availability: one month YYYY-MM', () => {
    expect(availabilityQuerySchema.parse({ month: '2026-12' })).toEqual({ month: '2026-12' });
    expect(errorsOf(availabilityQuerySchema, { month: '2026-13' })).toEqual(['month:err_date_invalid']);
    expect(errorsOf(availabilityQuerySchema, { month: '2026-12-01' })).toEqual(['month:err_date_invalid']);
    expect(errorsOf(availabilityQuerySchema, {})).toEqual(['month:err_required']);
  });
  it('booking reference: a typed number or an id', () => {
    expect(bookingRefParamsSchema.parse({ number: 'sv0123ahjmnvyz' })).toEqual({
      number: { number: 'SV-0123-AHJM-NVYZ' },
    });
    const id = '0b8d5f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(bookingRefParamsSchema.parse({ number: id.toUpperCase() })).toEqual({ number: { id } });
    expect(errorsOf(bookingRefParamsSchema, { number: 'nope' })).toEqual(['number:err_booking_number']);
  });
  it('cancel: a known reason; "other" needs a note', () => {
    expect(errorsOf(cancelBookingSchema, { reason: 'bored' })).toEqual(['reason:err_cancellation_reason']);
    expect(errorsOf(cancelBookingSchema, { reason: 'other' })).toEqual(['note:err_required']);
    expect(errorsOf(cancelBookingSchema, { reason: 'personal_matters' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingInputFrom, formFieldOf, type BookingFormValues } from './booking-input';

const values: BookingFormValues = {
  fullName: '  Nguyen Van A ',
  email: 'a@example.com ',
  phoneNumber: '+84 912',
  bookingForSomeoneElse: true,
  specialRequirements: '  ',
  vatInvoice: false,
  companyName: 'Left over',
  companyAddress: '',
  taxCode: '',
  paymentMethod: 'bank_transfer',
  acceptTerms: true,
};
const stay = {
  propertyId: 'p1',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  currency: 'USD',
  language: 'en',
} as const;

describe('bookingInputFrom', () => {
  it('sends the guest trimmed, no empty requirements and no invoice unless asked for', () => {
    const input = bookingInputFrom(values, stay);
    expect(input).toEqual({
      ...stay,
      guest: { fullName: 'Nguyen Van A', email: 'a@example.com', phoneNumber: '+84 912' },
      bookingForSomeoneElse: true,
      paymentMethod: 'bank_transfer',
      acceptTerms: true,
    });
    expect(JSON.stringify(input)).not.toMatch(/price|amount|total/i);
  });

  it('sends the invoice when asked for', () => {
    const input = bookingInputFrom(
      {
        ...values,
        vatInvoice: true,
        companyAddress: ' 1 Ly Thai To ',
        taxCode: '0101234567-001',
        specialRequirements: 'Late',
      },
      stay,
    );
    expect(input.vatInvoice).toEqual({
      companyName: 'Left over',
      address: '1 Ly Thai To',
      taxCode: '0101234567-001',
    });
    expect(input.specialRequirements).toBe('Late');
  });
});

describe('formFieldOf', () => {
  it('maps the service paths to the form fields', () => {
    expect(formFieldOf('guest.fullName')).toBe('fullName');
    expect(formFieldOf('vatInvoice.address')).toBe('companyAddress');
    expect(formFieldOf('vatInvoice.taxCode')).toBe('taxCode');
    expect(formFieldOf('checkIn')).toBe('checkIn');
  });
});

import { describe, expect, it } from 'vitest';
import { enquiryDefaults, fieldsOf, localToday, valuesToSend } from './enquiry-defaults';

describe('enquiry form values', () => {
  it('starts from the profile with both dates today', () => {
    const today = localToday(new Date(2026, 10, 5, 23, 30));
    expect(today).toBe('2026-11-05');
    expect(
      enquiryDefaults({ fullName: 'An Nguyen', email: 'an@example.com', phoneNumber: null }, today),
    ).toEqual({
      fullName: 'An Nguyen',
      email: 'an@example.com',
      phoneNumber: '',
      companyName: '',
      moveInDate: '2026-11-05',
      tourInspectionDate: '2026-11-05',
      message: '',
      officeService: '',
    });
    expect(enquiryDefaults(null, today).fullName).toBe('');
  });

  it('sends the quote its service and no dates, the others their dates and no service', () => {
    const values = { ...enquiryDefaults(null, '2026-11-05'), officeService: 'workspace' as const };
    expect(valuesToSend('office_quote', values)).not.toHaveProperty('moveInDate');
    expect(valuesToSend('office_quote', values)).toMatchObject({ officeService: 'workspace' });
    expect(valuesToSend('property', values)).toMatchObject({ moveInDate: '2026-11-05' });
    expect(valuesToSend('property', values)).not.toHaveProperty('officeService');
    expect(valuesToSend('favourites', { ...values, moveInDate: '' }).moveInDate).toBeUndefined();
    expect(fieldsOf('contact').messageRequired).toBe(true);
    expect(fieldsOf('property').messageRequired).toBe(false);
  });
});

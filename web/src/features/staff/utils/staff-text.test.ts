import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { staffMessageIdForError, staffMessageIdForKey } from './staff-text';

describe('staff texts', () => {
  it('name the staff API codes in the console messages', () => {
    expect(staffMessageIdForError(new HttpError('api', 401, 'staff_code_invalid', 'x'))).toBe(
      'staff.error.codeInvalid',
    );
    expect(staffMessageIdForError(new HttpError('api', 409, 'conflict', 'x'))).toBe('staff.error.conflict');
    expect(staffMessageIdForKey('err_staff_code_format')).toBe('staff.error.codeFormat');
  });

  it('name the calendar’s field codes and its feed conflicts', () => {
    expect(staffMessageIdForKey('err_nights_taken')).toBe('staff.calendar.error.nightsTaken');
    expect(staffMessageIdForKey('err_url_format')).toBe('staff.calendar.error.urlFormat');
    expect(staffMessageIdForKey('err_date_end_before_start')).toBe('staff.calendar.error.endAfterStart');
    expect(staffMessageIdForError(new HttpError('api', 409, 'calendar_feed_exists', 'x'))).toBe(
      'staff.calendar.error.feedExists',
    );
    expect(staffMessageIdForError(new HttpError('api', 409, 'calendar_feed_from_cms', 'x'))).toBe(
      'staff.calendar.error.feedFromCms',
    );
  });

  it('fall back to the site table for the rest', () => {
    expect(staffMessageIdForKey('err_email_format')).toBe('field.email.format');
    expect(staffMessageIdForError(new HttpError('api', 0, 'network', 'x'))).toBe('error.network');
  });
});

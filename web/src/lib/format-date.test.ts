import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the spec formats per language', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('1st March 2026');
    expect(formatDate('2026-03-01', 'jp')).toBe('2026年3月1日');
    expect(formatDate('2026-03-01', 'vi')).toBe('01/03/2026');
  });

  it('has a short English style for search boxes', () => {
    expect(formatDate('2026-11-22', 'en', 'search')).toBe('Nov 22, 2026');
  });

  it('reads a calendar date as that day, not shifted by the time zone', () => {
    expect(formatDate('2026-12-31', 'vi')).toBe('31/12/2026');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

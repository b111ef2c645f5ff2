import { describe, expect, it } from 'vitest';
import { searchSegmentText } from './search-date-segment';

const segment = (type: 'month' | 'day' | 'year' | 'literal', text: string, value?: number) => ({
  type,
  text,
  value,
  isPlaceholder: false,
});

/** A numeric date as the picker lays it out in the language's locale, written as the spec says. */
const written = (language: 'en' | 'jp' | 'vi', parts: ReturnType<typeof segment>[]) =>
  parts
    .map((part, index) => {
      const { text, suffix } = searchSegmentText(language, part, parts[index - 1]?.type);
      return text + suffix;
    })
    .join('');

describe('the office dates in the spec search format', () => {
  it('en: MMM d, yyyy', () => {
    const enUs = [
      segment('month', '11', 11),
      segment('literal', '/'),
      segment('day', '28', 28),
      segment('literal', '/'),
      segment('year', '2026', 2026),
    ];
    expect(written('en', enUs)).toBe('Nov 28, 2026');
  });

  it('jp: year, month and day', () => {
    const ja = [
      segment('year', '2026', 2026),
      segment('literal', '/'),
      segment('month', '1', 1),
      segment('literal', '/'),
      segment('day', '5', 5),
    ];
    expect(written('jp', ja)).toBe('2026年1月5日');
  });

  it('vi: DD/MM/YYYY as the locale lays it out', () => {
    const vi = [
      segment('day', '05', 5),
      segment('literal', '/'),
      segment('month', '01', 1),
      segment('literal', '/'),
      segment('year', '2026', 2026),
    ];
    expect(written('vi', vi)).toBe('05/01/2026');
  });

  it('leaves an empty month to its placeholder', () => {
    expect(searchSegmentText('en', { ...segment('month', 'mm'), isPlaceholder: true }, undefined).text).toBe(
      'mm',
    );
  });
});

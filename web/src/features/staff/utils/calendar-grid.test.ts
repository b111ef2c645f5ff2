import type { CalendarMonth } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { ageOf, defaultBlockStart, entriesOf, monthGrid, monthOfSearch } from './calendar-grid';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const december: CalendarMonth = {
  propertyId: 'apt',
  propertyName: 'Lotus Loft',
  month: '2026-12',
  bookings: [
    {
      id: uuid(1),
      number: 'SV-1',
      status: 'confirmed',
      checkIn: '2026-11-29',
      checkOut: '2026-12-03',
      fullName: 'An',
    },
    {
      id: uuid(2),
      number: 'SV-2',
      status: 'pending_payment',
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      fullName: null,
    },
  ],
  channelBlocks: [
    {
      id: uuid(3),
      feedId: uuid(9),
      channel: 'Airbnb',
      checkIn: '2026-12-02',
      checkOut: '2026-12-04',
      summary: 'Reserved',
      applied: false,
    },
    {
      id: uuid(4),
      feedId: uuid(9),
      channel: 'Airbnb',
      checkIn: '2026-12-20',
      checkOut: '2026-12-21',
      summary: null,
      applied: true,
    },
  ],
  manualBlocks: [
    {
      id: uuid(5),
      propertyId: 'apt',
      checkIn: '2026-12-30',
      checkOut: '2027-01-02',
      reason: 'maintenance',
      note: 'Paint',
      createdBy: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  conflicts: [],
};

describe('the staff calendar grid', () => {
  it('lays the month out in weeks from Monday, padded with the months around it', () => {
    const weeks = monthGrid(december);
    // 1 December 2026 is a Tuesday: one day of November before it; 31 is a Thursday.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-11-30', inMonth: false, entries: [] });
    expect(weeks[0]![1]!.date).toBe('2026-12-01');
    expect(weeks[4]!.map((day) => day.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weeks.flat().every((day) => day.date.slice(0, 7) === '2026-12' || day.entries.length === 0)).toBe(
      true,
    );
  });

  it('names what takes each night: a stay takes its check-in, not its check-out', () => {
    const kinds = (day: string) => entriesOf(december, day).map((entry) => `${entry.kind}:${entry.detail}`);
    expect(kinds('2026-12-01')).toEqual(['booking:confirmed']);
    expect(kinds('2026-12-02')).toEqual(['booking:confirmed', 'conflict:Airbnb']);
    expect(kinds('2026-12-03')).toEqual(['conflict:Airbnb']);
    expect(kinds('2026-12-04')).toEqual([]);
    expect(kinds('2026-12-10')).toEqual(['hold:pending_payment']);
    expect(kinds('2026-12-12')).toEqual([]);
    expect(kinds('2026-12-20')).toEqual(['channel:Airbnb']);
    expect(kinds('2026-12-31')).toEqual(['manual:maintenance']);
    expect(entriesOf(december, '2026-12-30')[0]).toMatchObject({ starts: true, note: 'Paint' });
    expect(entriesOf(december, '2026-12-31')[0]).toMatchObject({ starts: false });
  });

  it('reads the month of the URL, else this month; a new block starts today or on the 1st', () => {
    expect(monthOfSearch('2027-02', '2026-12-05')).toBe('2027-02');
    expect(monthOfSearch('2027-13', '2026-12-05')).toBe('2026-12');
    expect(monthOfSearch(undefined, '2026-12-05')).toBe('2026-12');
    expect(defaultBlockStart('2026-12', '2026-12-05')).toBe('2026-12-05');
    expect(defaultBlockStart('2027-01', '2026-12-05')).toBe('2027-01-01');
  });

  it('tells a failure’s age in minutes, hours, then days', () => {
    const now = new Date('2026-12-05T12:00:00Z');
    expect(ageOf('2026-12-05T11:58:30Z', now)).toEqual({ value: 1, unit: 'minute' });
    expect(ageOf('2026-12-05T09:00:00Z', now)).toEqual({ value: 3, unit: 'hour' });
    expect(ageOf('2026-12-04T00:00:00Z', now)).toEqual({ value: 36, unit: 'hour' });
    expect(ageOf('2026-12-01T12:00:00Z', now)).toEqual({ value: 4, unit: 'day' });
  });
});

import { describe, expect, it } from 'vitest';
import { monthsToShow } from './use-availability';

describe('monthsToShow: one request per month the picker needs', () => {
  it('asks for this month and the next before the picker moves', () => {
    expect(monthsToShow('2026-11-29', null, null)).toEqual(['2026-11', '2026-12']);
  });

  it('adds the month shown and the next, and the typed check-in’s, each once', () => {
    expect(monthsToShow('2026-11-29', '2027-02', '2026-12-30')).toEqual([
      '2026-11',
      '2026-12',
      '2027-02',
      '2027-03',
    ]);
    expect(monthsToShow('2026-11-29', '2026-12', '2027-05-02')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-05',
    ]);
  });

  it('never asks for a past month or a date still being typed', () => {
    expect(monthsToShow('2026-11-29', '2026-10', '0002-02-10')).toEqual(['2026-11', '2026-12']);
    expect(monthsToShow('2026-11-29', null, '2026-1')).toEqual(['2026-11', '2026-12']);
  });
});

import { stayNights } from './booking-prices.js';
import { nightsBetween } from './dates.js';
import type { Language } from './languages.js';

/*
 * Seasonal rates (issue 32): each night of a stay is priced by the most specific rule that
 * covers it, and the nights are then grouped by price for the breakdown.
 */

export const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];
/** Friday and Saturday nights, when the site setting names none. */
export const defaultWeekendNights: readonly WeekdayKey[] = ['fri', 'sat'];

/** A holiday's name per site language; a language the editors left empty is absent. */
export type HolidayName = Partial<Record<Language, string>>;

/**
 * One year's range of a named holiday from the site setting: the nights `from`..`to`, both
 * included. The same key in several years (Tết 2027, Tết 2028) is priced by one rate period.
 */
export interface Holiday {
  key: string;
  name: HolidayName;
  from: string;
  to: string;
}

/**
 * A rate an editor set: either the nights `from`..`to` (both included) or every range of the
 * holiday `holiday` names. Prices in USD cents.
 */
export interface RatePeriod {
  from?: string | null;
  to?: string | null;
  holiday?: string | null;
  nightlyUsd: number;
  weekendUsd?: number | null;
  minStay?: number | null;
}

export interface RateRules {
  /** The nightly price when no period covers a night (the offer price when there is one). */
  baseUsd: number;
  /** The apartment's own periods; they win over the group's. */
  own: readonly RatePeriod[];
  /** The periods of the rate plans the apartment belongs to. */
  group: readonly RatePeriod[];
  holidays: readonly Holiday[];
  weekendNights: readonly WeekdayKey[];
}

/** A line of the grouped breakdown: nights at one price, with what made that price. */
export interface RateLine {
  nights: number;
  nightlyUsd: number;
  weekend: boolean;
  holiday: { key: string; name: HolidayName } | null;
}

export interface StayRates {
  lines: RateLine[];
  /** The longest minimum stay among the rules that priced the nights, or null when none sets one. */
  minStay: number | null;
}

interface Candidate {
  from: string;
  to: string;
  /** 0 for the apartment's own, 1 for its group's: the lower wins, then the shorter range. */
  level: number;
  length: number;
  period: RatePeriod;
  holiday: Holiday | null;
}

function candidatesOf(periods: readonly RatePeriod[], level: number, holidays: readonly Holiday[]) {
  const candidates: Candidate[] = [];
  const add = (from: string, to: string, period: RatePeriod, holiday: Holiday | null) => {
    if (to >= from) candidates.push({ from, to, level, length: nightsBetween(from, to), period, holiday });
  };
  for (const period of periods) {
    if (period.holiday) {
      for (const holiday of holidays)
        if (holiday.key === period.holiday) add(holiday.from, holiday.to, period, holiday);
    } else if (period.from && period.to) add(period.from, period.to, period, null);
  }
  return candidates;
}

function beats(a: Candidate, b: Candidate): boolean {
  return a.level !== b.level ? a.level < b.level : a.length < b.length;
}

function weekdayOf(date: string): WeekdayKey {
  return weekdayKeys[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/**
 * Prices each night of `[checkIn, checkOut)`: the most specific period covering it (the
 * apartment's own over its group's, then the shorter range; the first listed on a tie), its
 * weekend price on a weekend night, or the base price. Nights at the same price for the same
 * reason are grouped into one line, in the order of their first night.
 */
export function priceStayNights(rules: RateRules, checkIn: string, checkOut: string): StayRates {
  const candidates = [
    ...candidatesOf(rules.own, 0, rules.holidays),
    ...candidatesOf(rules.group, 1, rules.holidays),
  ];
  const weekend = new Set(rules.weekendNights);
  const lines: RateLine[] = [];
  let minStay: number | null = null;
  for (const night of stayNights(checkIn, checkOut)) {
    let best: Candidate | undefined;
    for (const candidate of candidates)
      if (candidate.from <= night && night <= candidate.to && (!best || beats(candidate, best)))
        best = candidate;
    const isWeekend = best?.period.weekendUsd != null && weekend.has(weekdayOf(night));
    const nightlyUsd = best ? (isWeekend ? best.period.weekendUsd! : best.period.nightlyUsd) : rules.baseUsd;
    if (best?.period.minStay) minStay = Math.max(minStay ?? 0, best.period.minStay);
    const holiday = best?.holiday ? { key: best.holiday.key, name: best.holiday.name } : null;
    const same = lines.find(
      (line) =>
        line.nightlyUsd === nightlyUsd && line.weekend === isWeekend && line.holiday?.key === holiday?.key,
    );
    if (same) same.nights += 1;
    else lines.push({ nights: 1, nightlyUsd, weekend: isWeekend, holiday });
  }
  return { lines, minStay };
}

/**
 * The field error of a stay shorter than its minimum (at `checkOut`); its `message` is the
 * minimum in nights, which the web puts in its translated text.
 */
export const minStayErrorCode = 'err_min_stay';

import {
  cmsHolidaySchema,
  cmsSiteSettingResponseSchema,
  defaultWeekendNights,
  weekdayKeys,
  type Holiday,
  type WeekdayKey,
} from '@stayvn/shared';
import { problemsOf, type CmsClient } from '../cms/cms-client.js';

/**
 * What bookings need from the CMS site setting: the exchange rate (VND per USD), the VAT and
 * service-charge rates (percent), the bank account transfers go to, the weekend nights and the
 * holidays seasonal rates use. Read through the CMS REST
 * API (`GET /api/site-setting`), kept for `ttlMs`; when the CMS does not answer, the last
 * answer is used, so a CMS restart does not stop bookings.
 */
export interface BookingSettings {
  exchangeRate: number;
  vatRate: number;
  serviceChargeRate: number;
  bank: { name: string; bin: string; accountNumber: string; accountName: string } | null;
  /** Which nights weekend prices apply to (seasonal rates, issue 32). */
  weekendNights: WeekdayKey[];
  /** The named holiday ranges rate periods may price by key. */
  holidays: Holiday[];
}

const bookingFields = [
  'exchangeRate',
  'vatRate',
  'serviceChargeRate',
  'bankName',
  'bankBin',
  'bankAccountNumber',
  'bankAccountName',
  'weekendNights',
  'holidays',
] as const;
const siteSettingSchema = cmsSiteSettingResponseSchema(bookingFields);

/** `fri,sat` as the setting spells it; an empty or unreadable setting gives the default. */
function weekendNightsOf(value: string | null | undefined): WeekdayKey[] {
  const days = (value ?? '')
    .split(',')
    .map((day) => day.trim().toLowerCase())
    .filter((day): day is WeekdayKey => (weekdayKeys as readonly string[]).includes(day));
  return days.length > 0 ? days : [...defaultWeekendNights];
}

/** The holidays the setting lists; one an editor left incomplete is skipped, not fatal. */
function holidaysOf(values: readonly unknown[] | null | undefined): Holiday[] {
  return (values ?? []).flatMap((value) => {
    const parsed = cmsHolidaySchema.safeParse(value);
    if (!parsed.success) return [];
    const { key, nameEn, nameJa, nameVi, from, to } = parsed.data;
    const name = { en: nameEn, ...(nameJa ? { jp: nameJa } : {}), ...(nameVi ? { vi: nameVi } : {}) };
    return [{ key, name, from, to }];
  });
}

export class SettingsUnavailableError extends Error {
  override name = 'SettingsUnavailableError';
}

export function parseBookingSettings(body: unknown): BookingSettings {
  const parsed = siteSettingSchema.safeParse(body);
  if (!parsed.success)
    throw new SettingsUnavailableError(
      `the CMS site setting is not usable: ${problemsOf(parsed.error).join('; ')}`,
    );
  const { data } = parsed.data;
  if (!data.exchangeRate || data.exchangeRate <= 0)
    throw new SettingsUnavailableError('the CMS site setting has no exchange rate');
  const bankComplete =
    data.bankName &&
    data.bankBin &&
    /^\d{6}$/.test(data.bankBin) &&
    data.bankAccountNumber &&
    /^[0-9A-Za-z]{1,19}$/.test(data.bankAccountNumber) &&
    data.bankAccountName;
  return {
    exchangeRate: data.exchangeRate,
    vatRate: data.vatRate ?? 0,
    serviceChargeRate: data.serviceChargeRate ?? 0,
    bank: bankComplete
      ? {
          name: data.bankName!,
          bin: data.bankBin!,
          accountNumber: data.bankAccountNumber!,
          accountName: data.bankAccountName!,
        }
      : null,
    weekendNights: weekendNightsOf(data.weekendNights),
    holidays: holidaysOf(data.holidays),
  };
}

export interface BookingSettingsSource {
  get(): Promise<BookingSettings>;
}

export function createBookingSettingsSource(
  cms: CmsClient,
  { ttlMs = 60_000, timeoutMs = 5_000 }: { ttlMs?: number; timeoutMs?: number } = {},
): BookingSettingsSource {
  let kept: { settings: BookingSettings; at: number } | null = null;
  let pending: Promise<BookingSettings> | null = null;

  async function read(): Promise<BookingSettings> {
    const { status, body } = await cms.get('/api/site-setting', { timeoutMs });
    if (status === 404) throw new SettingsUnavailableError('the CMS answered 404 for its site setting');
    return parseBookingSettings(body);
  }

  return {
    async get() {
      if (kept && Date.now() - kept.at < ttlMs) return kept.settings;
      pending ??= read()
        .then((settings) => {
          kept = { settings, at: Date.now() };
          return settings;
        })
        .finally(() => {
          pending = null;
        });
      try {
        return await pending;
      } catch (error) {
        if (kept) return kept.settings;
        throw error instanceof SettingsUnavailableError
          ? error
          : new SettingsUnavailableError('the CMS site setting could not be read', { cause: error });
      }
    },
  };
}

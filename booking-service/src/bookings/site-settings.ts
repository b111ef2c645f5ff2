import { z } from 'zod';

/**
 * What bookings need from the CMS site setting: the exchange rate (VND per USD), the VAT and
 * service-charge rates (percent) and the bank account transfers go to. Read through the CMS REST
 * API (`GET /api/site-setting`), kept for `ttlMs`; when the CMS does not answer, the last
 * answer is used, so a CMS restart does not stop bookings.
 */
export interface BookingSettings {
  exchangeRate: number;
  vatRate: number;
  serviceChargeRate: number;
  bank: { name: string; bin: string; accountNumber: string; accountName: string } | null;
}

const decimal = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

const siteSettingSchema = z.object({
  data: z.object({
    exchangeRate: decimal.nullish(),
    vatRate: decimal.nullish(),
    serviceChargeRate: decimal.nullish(),
    bankName: z.string().nullish(),
    bankBin: z.string().nullish(),
    bankAccountNumber: z.string().nullish(),
    bankAccountName: z.string().nullish(),
  }),
});

export class SettingsUnavailableError extends Error {
  override name = 'SettingsUnavailableError';
}

export function parseBookingSettings(body: unknown): BookingSettings {
  const parsed = siteSettingSchema.safeParse(body);
  if (!parsed.success) throw new SettingsUnavailableError('the CMS site setting is not usable');
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
  };
}

export interface BookingSettingsSource {
  get(): Promise<BookingSettings>;
}

export function createBookingSettingsSource({
  cmsUrl,
  ttlMs = 60_000,
  timeoutMs = 5_000,
}: {
  cmsUrl: string;
  ttlMs?: number;
  timeoutMs?: number;
}): BookingSettingsSource {
  let kept: { settings: BookingSettings; at: number } | null = null;
  let pending: Promise<BookingSettings> | null = null;

  async function read(): Promise<BookingSettings> {
    const response = await fetch(`${cmsUrl}/api/site-setting`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok)
      throw new SettingsUnavailableError(`the CMS answered ${response.status} for its site setting`);
    return parseBookingSettings(await response.json());
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

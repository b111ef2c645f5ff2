import { isIsoDate, toMinorUnits, type RatePeriod } from '@stayvn/shared';
import { z } from 'zod';
import type { CatalogRates } from '../db/schema/index.js';

// Strapi answers decimals as numbers on SQLite and may answer them as strings on PostgreSQL.
const price = z
  .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)])
  .pipe(z.number().nonnegative());
const day = z.string().refine(isIsoDate);

/** A `rates.rate-period` component as the CMS answers it (dollars; dates or a holiday key). */
export const cmsRatePeriodSchema = z.looseObject({
  from: day.nullish(),
  to: day.nullish(),
  holiday: z.string().nullish(),
  nightlyUsd: price,
  weekendUsd: price.nullish(),
  minStay: z.number().int().positive().nullish(),
});
export type CmsRatePeriod = z.infer<typeof cmsRatePeriodSchema>;

/** A rate plan the property belongs to, with its periods. */
export const cmsRatePlanSchema = z.looseObject({
  documentId: z.string().min(1),
  periods: z.array(cmsRatePeriodSchema).nullish(),
});

/** A period as the index keeps it: prices in USD cents; one with neither dates nor holiday is dropped. */
function ratePeriodOf(period: CmsRatePeriod): RatePeriod | null {
  const holiday = period.holiday?.trim() || null;
  if (!holiday && !(period.from && period.to)) return null;
  return {
    from: holiday ? null : period.from!,
    to: holiday ? null : period.to!,
    holiday,
    nightlyUsd: toMinorUnits(period.nightlyUsd, 'USD'),
    weekendUsd: period.weekendUsd == null ? null : toMinorUnits(period.weekendUsd, 'USD'),
    minStay: period.minStay ?? null,
  };
}

const periodsOf = (periods: readonly CmsRatePeriod[] | null | undefined) =>
  (periods ?? []).map(ratePeriodOf).filter((period) => period !== null);

/** The apartment's own periods and those of every rate plan it belongs to. */
export function catalogRatesOf(entry: {
  ratePeriods?: readonly CmsRatePeriod[] | null;
  ratePlans?: readonly { periods?: readonly CmsRatePeriod[] | null }[] | null;
}): CatalogRates {
  return {
    own: periodsOf(entry.ratePeriods),
    group: (entry.ratePlans ?? []).flatMap((plan) => periodsOf(plan.periods)),
  };
}

import { toMinorUnits, type CmsRatePeriod, type RatePeriod } from '@stayvn/shared';
import type { CatalogRates } from '../db/schema/index.js';

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

import { z } from 'zod';
import { isIsoDate } from '../../dates.js';
import { cmsAmountSchema } from './strapi.js';

const day = z.string().refine(isIsoDate);

/** A `rates.rate-period` component (dollars; either dates or the key of a holiday). */
export const cmsRatePeriodSchema = z.lazy(() =>
  z.looseObject({
    from: day.nullish(),
    to: day.nullish(),
    holiday: z.string().nullish(),
    nightlyUsd: cmsAmountSchema,
    weekendUsd: cmsAmountSchema.nullish(),
    minStay: z.number().int().positive().nullish(),
  }),
);
export type CmsRatePeriod = z.infer<typeof cmsRatePeriodSchema>;

/** A rate plan a property belongs to, with its periods. */
export const cmsRatePlanSchema = z.lazy(() =>
  z.looseObject({
    documentId: z.string().min(1),
    periods: z.array(cmsRatePeriodSchema).nullish(),
  }),
);
export type CmsRatePlan = z.infer<typeof cmsRatePlanSchema>;

/** A `rates.holiday` component of the site setting: one year's range of a named holiday. */
export const cmsHolidaySchema = z.lazy(() =>
  z.looseObject({
    key: z.string().min(1),
    nameEn: z.string().min(1),
    nameJa: z.string().nullish(),
    nameVi: z.string().nullish(),
    from: day,
    to: day,
  }),
);
export type CmsHoliday = z.infer<typeof cmsHolidaySchema>;

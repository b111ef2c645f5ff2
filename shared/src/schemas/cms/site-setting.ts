import { z } from 'zod';
import { cityCodeSchema } from '../cities.js';
import { cmsAmountSchema } from './strapi.js';

/** A support contact: type 1 answers residence enquiries, type 4 office ones. */
export const cmsSupportContactSchema = z.lazy(() =>
  z.object({
    cityCode: cityCodeSchema,
    type: z.number().int(),
    phone: z.string(),
    emailSupport: z.string(),
  }),
);
export type CmsSupportContact = z.infer<typeof cmsSupportContactSchema>;

export const cmsSocialLinkSchema = z.lazy(() => z.object({ network: z.string(), url: z.string() }));
export type CmsSocialLink = z.infer<typeof cmsSocialLinkSchema>;

/**
 * The CMS single type `site-setting` (`GET /api/site-setting`, not localized): hotline, support
 * contacts per city and type, exchange rate (VND per USD), VAT and service-charge rates
 * (percent), the bank account transfers go to, the search price ranges, social links, the
 * weekend nights (`fri,sat`) and the holidays rate periods price by key. Any field may be unset.
 */
export const cmsSiteSettingSchema = z.lazy(() =>
  z.object({
    hotline: z.string().nullish(),
    exchangeRate: cmsAmountSchema.nullish(),
    vatRate: cmsAmountSchema.nullish(),
    serviceChargeRate: cmsAmountSchema.nullish(),
    bankName: z.string().nullish(),
    bankBin: z.string().nullish(),
    bankAccountNumber: z.string().nullish(),
    bankAccountName: z.string().nullish(),
    supportContacts: z.array(cmsSupportContactSchema).nullish(),
    residencePriceMin: cmsAmountSchema.nullish(),
    residencePriceMax: cmsAmountSchema.nullish(),
    officePriceMin: cmsAmountSchema.nullish(),
    officePriceMax: cmsAmountSchema.nullish(),
    residencePriceMinVi: cmsAmountSchema.nullish(),
    residencePriceMaxVi: cmsAmountSchema.nullish(),
    officePriceMinVi: cmsAmountSchema.nullish(),
    officePriceMaxVi: cmsAmountSchema.nullish(),
    socialLinks: z.array(cmsSocialLinkSchema).nullish(),
    weekendNights: z.string().nullish(),
    /** Each checked on its own with `cmsHolidaySchema`: one an editor left incomplete is skipped. */
    holidays: z.array(z.unknown()).nullish(),
  }),
);
export type CmsSiteSetting = z.infer<typeof cmsSiteSettingSchema>;
type CmsSiteSettingField = keyof CmsSiteSetting;

/**
 * The `GET /api/site-setting` answer, checked for the named fields only: a reader is never
 * stopped by a field it does not read (bookings do not wait on a social link).
 */
export function cmsSiteSettingResponseSchema<const F extends CmsSiteSettingField>(fields: readonly F[]) {
  return z.lazy(() => {
    const shape = cmsSiteSettingSchema.unwrap().shape;
    const picked = Object.fromEntries(fields.map((field) => [field, shape[field]]));
    return z.object({ data: z.object(picked as Pick<typeof shape, F>) });
  });
}

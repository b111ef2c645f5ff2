import { z } from 'zod';
import { defaultCityId } from '../cities.js';
import { addDays, isIsoDate, todayInVietnam } from '../dates.js';
import {
  enquiryErrorKeys as keys,
  enquiryKinds,
  enquiryLimits,
  enquiryStatuses,
  officeServices,
} from '../enquiries.js';
import { emailPattern, limits, phoneCharacters } from '../fields.js';
import { captchaPayloadField } from './captcha.js';
import { cityIdSchema } from './cities.js';
import { emailField, optionalText, phoneField, propertyIdField, requiredText } from './fields.js';
import { languageSchema } from './languages.js';

/*
 * One enquiry model, four forms (see enquiries.ts). Each kind has its own object so that each
 * form reports the keys the spec gives it; `enquiryInputSchema` is the union the booking service
 * validates, discriminated by `kind`. A web form validates with its kind's schema (without the
 * captcha, which the widget fills).
 */

/**
 * A date the visitor picks (move-in, tour inspection): optional, `YYYY-MM-DD`, not before today.
 * "Today" is Vietnam's, less a day: a visitor west of Vietnam late in the evening still has
 * yesterday's date on the calendar they see.
 */
const visitDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: keys.invalidDate })
    .refine(isIsoDate, { error: keys.invalidDate, abort: true })
    .refine((date) => date >= addDays(todayInVietnam(), -1), { error: keys.dateBeforeToday })
    .optional(),
);

function propertyIds(min: number, max: number) {
  return z
    .array(propertyIdField, { error: keys.invalidId })
    .min(min, { error: keys.required })
    .max(max, { error: keys.tooManyIds })
    .transform((ids) => [...new Set(ids)]);
}

const message = optionalText(enquiryLimits.message, keys.tooLong);
const requiredMessage = requiredText(enquiryLimits.message, keys.required, keys.tooLong);

/** What every kind carries. */
const common = {
  language: languageSchema,
  cityId: z.preprocess((value) => value ?? defaultCityId, cityIdSchema),
  fullName: requiredText(limits.contactFullName, keys.fullName, keys.tooLong),
  email: emailField(),
  phoneNumber: phoneField,
  companyName: optionalText(limits.companyName, keys.tooLong),
  moveInDate: visitDate,
  tourInspectionDate: visitDate,
  message,
  captcha: captchaPayloadField,
};

/** The contact modal of an apartment card or detail page: one property. */
export const propertyEnquirySchema = z.lazy(() =>
  z.object({ kind: z.literal('property'), ...common, propertyIds: propertyIds(1, 1) }),
);
export type PropertyEnquiryInput = z.infer<typeof propertyEnquirySchema>;

/** The contact-us page: the message is required; a property may be named (apartmentName). */
export const contactEnquirySchema = z.lazy(() =>
  z.object({
    kind: z.literal('contact'),
    ...common,
    message: requiredMessage,
    propertyIds: propertyIds(0, 1).default([]),
  }),
);
export type ContactEnquiryInput = z.infer<typeof contactEnquirySchema>;

/** Favourites and history: several properties; every missing field reports `err_required`. */
export const favouritesEnquirySchema = z.lazy(() =>
  z.object({
    kind: z.literal('favourites'),
    ...common,
    fullName: requiredText(limits.contactFullName, keys.required, keys.tooLong),
    email: z
      .string({ error: keys.required })
      .trim()
      .min(1, { error: keys.required, abort: true })
      .max(limits.email, { error: keys.email })
      .regex(emailPattern, { error: keys.email }),
    phoneNumber: z
      .string({ error: keys.required })
      .trim()
      .min(1, { error: keys.required, abort: true })
      .regex(phoneCharacters, { error: keys.phoneFormat })
      .min(limits.phoneMin, { error: keys.phoneFormat })
      .max(limits.phoneMax, { error: keys.phoneFormat }),
    propertyIds: propertyIds(1, enquiryLimits.propertyIds),
  }),
);
export type FavouritesEnquiryInput = z.infer<typeof favouritesEnquirySchema>;

/** The serviced office's price quote: a message and the service of interest. */
export const officeQuoteEnquirySchema = z.lazy(() =>
  z.object({
    kind: z.literal('office_quote'),
    ...common,
    message: requiredMessage,
    officeService: z.enum(officeServices, { error: keys.officeService }),
    propertyIds: propertyIds(0, 1).default([]),
  }),
);
export type OfficeQuoteEnquiryInput = z.infer<typeof officeQuoteEnquirySchema>;

/** `POST /v1/enquiries`: any of the four kinds. */
export const enquiryInputSchema = z.lazy(() =>
  z.discriminatedUnion(
    'kind',
    [
      propertyEnquirySchema.unwrap(),
      contactEnquirySchema.unwrap(),
      favouritesEnquirySchema.unwrap(),
      officeQuoteEnquirySchema.unwrap(),
    ],
    { error: 'err_invalid_kind' },
  ),
);
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

export const enquiryKindSchema = z.enum(enquiryKinds);
export const enquiryStatusSchema = z.enum(enquiryStatuses);
export const officeServiceSchema = z.enum(officeServices);

/** 201 of `POST /v1/enquiries`. */
export const enquiryCreatedSchema = z.lazy(() => z.object({ id: z.string() }));
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

import { z } from 'zod';
import { currencyCodes } from '../currency.js';
import { limits } from '../fields.js';
import {
  formErrorKeys as keys,
  formLimits,
  helpIssueTypes,
  ownerBathrooms,
  ownerBedrooms,
  ownerPropertyTypes,
  ownerSubmissionStatuses,
  supportRequestKinds,
  supportRequestStatuses,
} from '../forms.js';
import { captchaPayloadField } from './captcha.js';
import { cityIdSchema } from './cities.js';
import { emailField, optionalText, phoneField, requiredText, textField } from './fields.js';
import { languageSchema } from './languages.js';

/*
 * The text fields of the forms with images (issue 18). These forms are sent as
 * multipart/form-data, so every value may arrive as a string: numbers and the agreement box are
 * read from their text. The images are checked by the service's image pipeline, not here.
 */

/** An empty field is an absent one. */
const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A number typed or sent as text ("3", 3). */
const numberFromText = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : value;

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(emptyAsAbsent, z.enum(values, { error: keys.invalidValue }).optional());
}

/**
 * The lease price: at most 10 digits (spec §5), shown with thousands separators and sent as an
 * integer; separators that slip through are dropped.
 */
const leasePrice = z.preprocess(
  (value) => {
    const present = emptyAsAbsent(value);
    return typeof present === 'string' ? numberFromText(present.replace(/[,.\s]/g, '')) : present;
  },
  z
    .number({ error: keys.leasePrice })
    .int({ error: keys.leasePrice })
    .min(0, { error: keys.leasePrice })
    .max(10 ** limits.ownerLeasePriceDigits - 1, { error: keys.tooLong })
    .optional(),
);

/** The privacy agreement box: it must be ticked ("true", "on" or "1" from a form). */
const agreement = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.literal(true, { error: keys.privacy }),
);

/** `POST /v1/owner-submissions` (the owner form, spec §3 Owner registration, §5 Owner form). */
export const ownerSubmissionInputSchema = z.lazy(() =>
  z.object({
    language: languageSchema,
    fullName: requiredText(limits.ownerFullName, 'err_fullname', keys.tooLong),
    phoneNumber: phoneField,
    email: emailField(limits.ownerEmail),
    cityId: z.preprocess(numberFromText, cityIdSchema),
    propertyType: choice(ownerPropertyTypes),
    currency: z.preprocess(emptyAsAbsent, z.enum(currencyCodes, { error: keys.invalidValue }).default('USD')),
    bedrooms: choice(ownerBedrooms),
    bathrooms: choice(ownerBathrooms),
    address: optionalText(limits.ownerAddress, keys.tooLong),
    descriptionFacilities: optionalText(limits.ownerDescription, keys.tooLong),
    descriptionAmenities: optionalText(limits.ownerDescription, keys.tooLong),
    leasePrice,
    agreePrivacy: agreement,
    captcha: captchaPayloadField,
  }),
);
export type OwnerSubmissionInput = z.infer<typeof ownerSubmissionInputSchema>;

/** `POST /v1/help-issues` (spec §5 Help issue: type, apartment name and address required). */
export const helpIssueInputSchema = z.lazy(() =>
  z.object({
    language: languageSchema,
    fullName: requiredText(limits.contactFullName, 'err_fullname', keys.tooLong),
    phoneNumber: phoneField,
    email: emailField(),
    apartmentName: requiredText(formLimits.issueText, keys.required, keys.tooLong),
    address: requiredText(formLimits.issueText, keys.required, keys.tooLong),
    issueType: z.enum(helpIssueTypes, { error: keys.required }),
    description: optionalText(formLimits.issueDescription, keys.tooLong),
    captcha: captchaPayloadField,
  }),
);
export type HelpIssueInput = z.infer<typeof helpIssueInputSchema>;

/** `POST /v1/tenant-support` (spec §5 Customer support form: every field required). */
export const tenantSupportInputSchema = z.lazy(() =>
  z.object({
    language: languageSchema,
    fullName: requiredText(limits.contactFullName, 'err_fullname', keys.tooLong),
    residenceAddress: requiredText(formLimits.issueText, keys.required, keys.tooLong),
    email: emailField(),
    phoneNumber: phoneField,
    message: requiredText(formLimits.issueDescription, keys.required, keys.tooLong),
    captcha: captchaPayloadField,
  }),
);
export type TenantSupportInput = z.infer<typeof tenantSupportInputSchema>;

/** 201 of the forms above. */
export const formCreatedSchema = z.lazy(() => z.object({ id: z.string() }));
export type FormCreated = z.infer<typeof formCreatedSchema>;

/** The key of a review invitation link: 256 bits as base64url (43 characters). */
export const reviewKeyField = textField(keys.reviewKey)
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: keys.reviewKey });

/** `POST /v1/reviews/check-key` (spec §7.3 check-verify). */
export const reviewKeyCheckSchema = z.lazy(() => z.object({ language: languageSchema, key: reviewKeyField }));
export type ReviewKeyCheck = z.infer<typeof reviewKeyCheckSchema>;

/** Its answer: the apartment the invitation is about, in the asked language. */
export const reviewKeyCheckedSchema = z.lazy(() =>
  z.object({ valid: z.boolean(), apartmentName: z.string().nullable() }),
);
export type ReviewKeyChecked = z.infer<typeof reviewKeyCheckedSchema>;

/** `POST /v1/reviews` (multipart; spec §5 Review: rating 1–5, default 5, one tag, text ≤ 1,500). */
export const reviewSubmissionInputSchema = z.lazy(() =>
  z.object({
    language: languageSchema,
    key: reviewKeyField,
    rate: z.preprocess(
      (value) => numberFromText(emptyAsAbsent(value)),
      z
        .number({ error: 'err_rate' })
        .int({ error: 'err_rate' })
        .min(1, { error: 'err_rate' })
        .max(5, { error: 'err_rate' })
        .default(5),
    ),
    tagKey: z.preprocess(
      emptyAsAbsent,
      textField(keys.invalidValue)
        .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: keys.invalidValue })
        .optional(),
    ),
    content: optionalText(limits.reviewContent, keys.tooLong),
  }),
);
export type ReviewSubmissionInput = z.infer<typeof reviewSubmissionInputSchema>;

export const ownerSubmissionStatusSchema = z.enum(ownerSubmissionStatuses, { error: keys.invalidValue });
export const supportRequestStatusSchema = z.enum(supportRequestStatuses, { error: keys.invalidValue });

/** An image of a form as staff see it: the picture and its thumbnail, behind the staff token. */
// Lazy like every schema here: building an object schema at import would read zod's options
// before the web has set them (jitless), and the browser's CSP then refuses zod's eval probe.
const staffImageSchema = z.lazy(() => z.object({ url: z.string(), thumbnailUrl: z.string() }));

/** What staff read of an owner's submission (`/staff/owner-submissions`). */
export const ownerSubmissionSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    status: z.enum(ownerSubmissionStatuses),
    language: languageSchema,
    fullName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    cityId: z.number().int(),
    propertyType: z.string().nullable(),
    currency: z.enum(currencyCodes),
    bedrooms: z.string().nullable(),
    bathrooms: z.string().nullable(),
    address: z.string().nullable(),
    descriptionFacilities: z.string().nullable(),
    descriptionAmenities: z.string().nullable(),
    leasePrice: z.number().int().nullable(),
    images: z.array(staffImageSchema),
    createdAt: z.string(),
  }),
);
export type OwnerSubmission = z.infer<typeof ownerSubmissionSchema>;

/** What staff read of a help issue or a support request (`/staff/support-requests`). */
export const supportRequestSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(supportRequestKinds),
    status: z.enum(supportRequestStatuses),
    language: languageSchema,
    fullName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    apartmentName: z.string().nullable(),
    address: z.string(),
    issueType: z.string().nullable(),
    message: z.string().nullable(),
    images: z.array(staffImageSchema),
    createdAt: z.string(),
  }),
);
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** Body of the staff status changes. */
export const ownerSubmissionStatusBodySchema = z.lazy(() =>
  z.object({ status: ownerSubmissionStatusSchema }),
);
export const supportRequestStatusBodySchema = z.lazy(() => z.object({ status: supportRequestStatusSchema }));
export const ownerSubmissionListQuerySchema = z.lazy(() =>
  z.object({ status: ownerSubmissionStatusSchema.optional() }),
);
export const supportRequestListQuerySchema = z.lazy(() =>
  z.object({
    status: supportRequestStatusSchema.optional(),
    kind: z.enum(supportRequestKinds, { error: keys.invalidValue }).optional(),
  }),
);
export const uuidParamsSchema = z.lazy(() => z.object({ id: z.uuid({ error: 'not_found' }) }));

/** `POST /staff/review-invitations`: invite a long-term tenant (or any guest) to review a property. */
export const reviewInvitationInputSchema = z.lazy(() =>
  z.object({
    propertyId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'err_invalid_id' }),
    email: emailField(),
    fullName: requiredText(limits.contactFullName, 'err_fullname', keys.tooLong),
    language: languageSchema,
  }),
);
export type ReviewInvitationInput = z.infer<typeof reviewInvitationInputSchema>;

export const reviewInvitationCreatedSchema = z.lazy(() =>
  z.object({ id: z.string(), expiresAt: z.string() }),
);

/** `POST /staff/reviews/{id}/status`: publish a pending review, or hide one. */
export const reviewModerationBodySchema = z.lazy(() =>
  z.object({ status: z.enum(['published', 'hidden'], { error: keys.invalidValue }) }),
);

/** A review sent through a link, as staff moderate it. */
export const staffReviewSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    propertyId: z.string(),
    /** In the review's language (English when the catalog has no such name); null once gone. */
    propertyName: z.string().nullable(),
    status: z.enum(['pending', 'published', 'hidden']),
    fullName: z.string(),
    rate: z.number().int(),
    content: z.string(),
    tagKey: z.string().nullable(),
    language: languageSchema,
    images: z.array(z.object({ url: z.string(), thumbnailUrl: z.string() })),
    createdAt: z.string(),
  }),
);
export type StaffReview = z.infer<typeof staffReviewSchema>;

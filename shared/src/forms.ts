/**
 * The public forms that take images (issue 18): the owner property submission, the help issue,
 * the tenant customer-support form and the review sent through an e-mailed link (spec §3, §5,
 * §7.3, §7.7, §9). Constants only; the zod schemas are in schemas/forms.ts.
 */

/** The field error key of every image violation: wrong type, too large, too many (spec §5, §8). */
export const fileImageMaximum = 'file_image_maximum' as const;

/** The multipart file field of every form that takes images. */
export const imagesField = 'images' as const;

/** Images one form takes (spec §9: review 5, owner 10; an issue takes as many as a review). */
export const imageCountLimits = { review: 5, owner: 10, issue: 5 } as const;

/** The owner form's lists (spec §7.7 get-types, get-bedrooms, get-bathrooms), as message keys. */
export const ownerPropertyTypes = ['apartment', 'serviced_apartment', 'house', 'villa', 'office'] as const;
export type OwnerPropertyType = (typeof ownerPropertyTypes)[number];
export const ownerBedrooms = ['studio', '1', '2', '3', '4', '5_plus'] as const;
export type OwnerBedrooms = (typeof ownerBedrooms)[number];
export const ownerBathrooms = ['1', '2', '3', '4_plus'] as const;
export type OwnerBathrooms = (typeof ownerBathrooms)[number];

/** What staff do with an owner's submission. */
export const ownerSubmissionStatuses = ['new', 'in_review', 'approved', 'rejected'] as const;
export type OwnerSubmissionStatus = (typeof ownerSubmissionStatuses)[number];

/** The help page's issue types (the issue form's list), as message keys. */
export const helpIssueTypes = [
  'maintenance',
  'cleaning',
  'utilities',
  'internet',
  'security',
  'noise',
  'billing',
  'other',
] as const;
export type HelpIssueType = (typeof helpIssueTypes)[number];

/** The two kinds of support request: a help issue and the tenants' customer-support form. */
export const supportRequestKinds = ['issue', 'tenant_support'] as const;
export type SupportRequestKind = (typeof supportRequestKinds)[number];
export const supportRequestStatuses = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type SupportRequestStatus = (typeof supportRequestStatuses)[number];

export const formLimits = {
  /** Help issue and support texts. */
  issueDescription: 2000,
  issueText: 255,
  /** Days a review invitation can be used. */
  reviewInvitationDays: 30,
} as const;

/** The field error keys of these forms beyond the shared ones. */
export const formErrorKeys = {
  required: 'err_required',
  tooLong: 'err_too_long',
  privacy: 'err_privacy_required',
  leasePrice: 'err_lease_price',
  invalidValue: 'err_invalid_value',
  reviewKey: 'review_key_invalid',
} as const;

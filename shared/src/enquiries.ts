/**
 * Enquiries (spec §2.4 contact modal, §2.7 favourites and history, §3 contact-us and favourites
 * enquiries, §5 their field rules). One model for four kinds of form. The zod schemas that apply
 * these rules are in schemas/enquiries.ts.
 */

/**
 * - `property`: the contact modal on an apartment card or detail page (long-term "Contact us");
 * - `contact`: the contact-us page form;
 * - `favourites`: the enquiry about several properties from favourites or history;
 * - `office_quote`: the serviced office's price quote (message and the service of interest).
 */
export const enquiryKinds = ['property', 'contact', 'favourites', 'office_quote'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

/** The services of interest of the office quote form. */
export const officeServices = ['private_room', 'workspace', 'virtual_office', 'meeting_room'] as const;
export type OfficeService = (typeof officeServices)[number];

/** What staff do with an enquiry: the back office moves it along. */
export const enquiryStatuses = ['new', 'in_progress', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryLimits = {
  /** The free text: content, description, other requirements, the quote's message. */
  message: 2000,
  /** Properties one enquiry may name (a favourites list page holds 9, select-all a few pages). */
  propertyIds: 50,
} as const;

/** The field error keys of enquiry forms, as the spec names them. */
export const enquiryErrorKeys = {
  fullName: 'err_fullname',
  email: 'err_email',
  emailFormat: 'err_email_format',
  phone: 'err_phone_number',
  phoneFormat: 'err_phone_format',
  required: 'err_required',
  tooLong: 'err_too_long',
  dateBeforeToday: 'err_date_before_today',
  invalidDate: 'err_date_invalid',
  invalidId: 'err_invalid_id',
  tooManyIds: 'err_too_many_ids',
  officeService: 'err_office_service',
} as const;

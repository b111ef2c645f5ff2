import { z } from 'zod';
import { isIsoDate } from '../dates.js';
import { enquiryKinds, enquiryStatuses } from '../enquiries.js';
import { ownerSubmissionStatuses, supportRequestKinds, supportRequestStatuses } from '../forms.js';
import { bookingSchema, bookingStatusSchema, paymentMethodSchema } from './bookings.js';
import { cityIdSchema } from './cities.js';
import { optionalText, requiredText, textField } from './fields.js';
import { ownerSubmissionSchema, staffReviewSchema, supportRequestSchema } from './forms.js';
import { languageSchema } from './languages.js';
import { staffPaymentSchema } from './payments.js';

/*
 * The staff console's queues (issue 19): one paged-list query and answer for every queue
 * (`page`, `pageSize`, `sort`, `order`, `q` → `items`, `total`, `page`, `pageSize`), and the
 * actions on queue items: assign, change status, reply by e-mail, approve or reject an owner's
 * submission, mark a booking a no-show, retry a refund.
 */

export const staffPageSizeDefault = 25;
export const staffPageSizeMax = 100;
export const staffSearchMax = 200;
export const staffReplyLimits = { subject: 200, message: 5000 } as const;
export const staffRejectionReasonMax = 2000;

const invalid = { error: 'err_invalid_value' };

/** An empty parameter is an absent one (`?q=&status=` from a form). */
export const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `?assignee=`: `me`, `none` (nobody yet) or a staff member's id. */
export const staffAssigneeFilterSchema = z.union([z.enum(['me', 'none']), z.uuid(invalid)], invalid);
export type StaffAssigneeFilter = z.infer<typeof staffAssigneeFilterSchema>;

/**
 * The paged-list query of every staff queue: `sort` is one of the queue's `sorts` (the first is
 * the default), `order` defaults to `desc` (newest first), `q` searches the queue's text fields.
 */
export function staffListQueryOf<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return z.object({
    page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(100_000, invalid).default(1),
    pageSize: z.coerce
      .number(invalid)
      .int(invalid)
      .min(1, invalid)
      .max(staffPageSizeMax, invalid)
      .default(staffPageSizeDefault),
    sort: z.preprocess(emptyAsAbsent, z.enum(sorts, invalid).default(sorts[0])),
    order: z.preprocess(emptyAsAbsent, z.enum(['asc', 'desc'], invalid).default('desc')),
    q: z.preprocess(
      emptyAsAbsent,
      textField('err_invalid_value').trim().max(staffSearchMax, { error: 'err_too_long' }).optional(),
    ),
  });
}

export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsAbsent, schema.optional());

/** One page of a staff queue. */
export function staffPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

// Lazy like every object schema in shared: one built at import would read zod's options before
// the web sets them (jitless), and the browser's Content-Security-Policy refuses zod's eval probe.

/** Who an item is assigned to. */
export const staffMemberRefSchema = z.lazy(() =>
  z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
);
export type StaffMemberRef = z.infer<typeof staffMemberRefSchema>;

/** A reply staff sent by e-mail from the console, kept with its item. */
export const staffReplySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    author: staffMemberRefSchema.nullable(),
    subject: z.string(),
    message: z.string(),
    /** The visitor's language the mail was sent in. */
    language: languageSchema,
    to: z.string(),
    createdAt: z.string(),
  }),
);
export type StaffReply = z.infer<typeof staffReplySchema>;

/** What every queue item carries besides its own fields. */
const handling = {
  assignee: staffMemberRefSchema.nullable(),
  replyCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
};

// ---------------------------------------------------------------------------------------------
// Bodies of the actions

/** `POST /staff/<queue>/:id/assign`: a staff member's id, or null to unassign. */
export const staffAssignBodySchema = z.lazy(() => z.object({ assigneeId: z.uuid(invalid).nullable() }));
export type StaffAssignBody = z.infer<typeof staffAssignBodySchema>;

/** `POST /staff/<queue>/:id/replies`: an e-mail to the sender, in their language. */
export const staffReplyBodySchema = z.lazy(() =>
  z.object({
    /** Defaults to "Re:" and the item's usual subject in the sender's language. */
    subject: optionalText(staffReplyLimits.subject),
    message: requiredText(staffReplyLimits.message),
  }),
);
export type StaffReplyBody = z.infer<typeof staffReplyBodySchema>;

// ---------------------------------------------------------------------------------------------
// Enquiries: GET /staff/enquiries, GET /staff/enquiries/:id

export const staffEnquirySorts = ['createdAt', 'updatedAt', 'status', 'fullName'] as const;
export const staffEnquiryListQuerySchema = z.lazy(() =>
  staffListQueryOf(staffEnquirySorts).extend({
    status: optionalFilter(z.enum(enquiryStatuses, invalid)),
    kind: optionalFilter(z.enum(enquiryKinds, invalid)),
    assignee: optionalFilter(staffAssigneeFilterSchema),
  }),
);
export type StaffEnquiryListQuery = z.infer<typeof staffEnquiryListQuerySchema>;

export const staffEnquirySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(enquiryKinds),
    status: z.enum(enquiryStatuses),
    language: languageSchema,
    cityId: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    companyName: z.string().nullable(),
    moveInDate: z.string().nullable(),
    tourInspectionDate: z.string().nullable(),
    message: z.string().nullable(),
    officeService: z.string().nullable(),
    properties: z.array(z.object({ id: z.string(), name: z.string() })),
    createdAt: z.string(),
    ...handling,
  }),
);
export type StaffEnquiry = z.infer<typeof staffEnquirySchema>;
export const staffEnquiryDetailSchema = z.lazy(() =>
  staffEnquirySchema.unwrap().extend({ replies: z.array(staffReplySchema) }),
);
export type StaffEnquiryDetail = z.infer<typeof staffEnquiryDetailSchema>;
export const staffEnquiryPageSchema = z.lazy(() => staffPageOf(staffEnquirySchema));

export const staffEnquiryStatusBodySchema = z.lazy(() =>
  z.object({ status: z.enum(enquiryStatuses, invalid) }),
);

// ---------------------------------------------------------------------------------------------
// Owner submissions: GET /staff/owner-submissions, …/:id, …/:id/approve, …/:id/reject

export const staffOwnerSubmissionSorts = ['createdAt', 'updatedAt', 'status', 'fullName'] as const;
export const staffOwnerSubmissionListQuerySchema = z.lazy(() =>
  staffListQueryOf(staffOwnerSubmissionSorts).extend({
    status: optionalFilter(z.enum(ownerSubmissionStatuses, invalid)),
    cityId: optionalFilter(cityIdSchema),
    assignee: optionalFilter(staffAssigneeFilterSchema),
  }),
);
export type StaffOwnerSubmissionListQuery = z.infer<typeof staffOwnerSubmissionListQuerySchema>;

export const staffOwnerSubmissionSchema = z.lazy(() =>
  ownerSubmissionSchema.unwrap().extend({
    ...handling,
    /** The draft property created in the CMS on approval (its Strapi document id). */
    cmsDocumentId: z.string().nullable(),
    rejectionReason: z.string().nullable(),
  }),
);
export type StaffOwnerSubmission = z.infer<typeof staffOwnerSubmissionSchema>;
export const staffOwnerSubmissionDetailSchema = z.lazy(() =>
  staffOwnerSubmissionSchema.unwrap().extend({ replies: z.array(staffReplySchema) }),
);
export type StaffOwnerSubmissionDetail = z.infer<typeof staffOwnerSubmissionDetailSchema>;
export const staffOwnerSubmissionPageSchema = z.lazy(() => staffPageOf(staffOwnerSubmissionSchema));

/** `POST /staff/owner-submissions/:id/reject`: the reason, mailed to the owner in their language. */
export const staffRejectSubmissionBodySchema = z.lazy(() =>
  z.object({ reason: requiredText(staffRejectionReasonMax) }),
);
export type StaffRejectSubmissionBody = z.infer<typeof staffRejectSubmissionBodySchema>;

// ---------------------------------------------------------------------------------------------
// Help issues and tenant support requests: GET /staff/support-requests, …/:id

export const staffSupportRequestSorts = ['createdAt', 'updatedAt', 'status', 'fullName'] as const;
export const staffSupportRequestListQuerySchema = z.lazy(() =>
  staffListQueryOf(staffSupportRequestSorts).extend({
    status: optionalFilter(z.enum(supportRequestStatuses, invalid)),
    kind: optionalFilter(z.enum(supportRequestKinds, invalid)),
    assignee: optionalFilter(staffAssigneeFilterSchema),
  }),
);
export type StaffSupportRequestListQuery = z.infer<typeof staffSupportRequestListQuerySchema>;

export const staffSupportRequestSchema = z.lazy(() => supportRequestSchema.unwrap().extend(handling));
export type StaffSupportRequest = z.infer<typeof staffSupportRequestSchema>;
export const staffSupportRequestDetailSchema = z.lazy(() =>
  staffSupportRequestSchema.unwrap().extend({ replies: z.array(staffReplySchema) }),
);
export type StaffSupportRequestDetail = z.infer<typeof staffSupportRequestDetailSchema>;
export const staffSupportRequestPageSchema = z.lazy(() => staffPageOf(staffSupportRequestSchema));

// ---------------------------------------------------------------------------------------------
// Bookings: GET /staff/bookings, GET /staff/bookings/:number, POST …/:number/no-show

/** `?from=` or `?to=`: a calendar date (YYYY-MM-DD). */
export const optionalDate = optionalFilter(
  z.string(invalid).refine(isIsoDate, { error: 'err_date_invalid' }),
);

export const staffBookingSorts = ['createdAt', 'checkIn', 'status'] as const;
/**
 * `q` finds by booking number (any case, dashes optional), guest e-mail or name; `from`/`to`
 * keep the stays that overlap `[from, to)` (check-in before `to`, check-out after `from`).
 */
export const staffBookingListQuerySchema = z.lazy(() =>
  staffListQueryOf(staffBookingSorts).extend({
    status: optionalFilter(bookingStatusSchema),
    paymentMethod: optionalFilter(paymentMethodSchema),
    email: optionalFilter(textField('err_invalid_value').trim().max(staffSearchMax, invalid)),
    from: optionalDate,
    to: optionalDate,
  }),
);
export type StaffBookingListQuery = z.infer<typeof staffBookingListQuerySchema>;

/** A booking as staff see it: the guest's view (in the guest's language) and the money's state. */
export const staffBookingSchema = z.lazy(() =>
  bookingSchema.unwrap().extend({
    refundStatus: z.enum(['none', 'pending', 'refunded']).nullable(),
    updatedAt: z.string(),
  }),
);
export type StaffBooking = z.infer<typeof staffBookingSchema>;
export const staffBookingPageSchema = z.lazy(() => staffPageOf(staffBookingSchema));

// ---------------------------------------------------------------------------------------------
// Refunds: GET /staff/refunds, POST /staff/refunds/:id/retry; payments: GET /staff/payments

export const staffRefundSorts = ['createdAt', 'updatedAt', 'amount'] as const;
export const staffRefundListQuerySchema = z.lazy(() =>
  staffListQueryOf(staffRefundSorts).extend({
    status: optionalFilter(z.enum(['pending', 'processing', 'succeeded', 'failed', 'expired'], invalid)),
    /** Only refunds the provider refused at least once and that are still pending. */
    failing: optionalFilter(z.enum(['true', 'false'], invalid).transform((value) => value === 'true')),
  }),
);
export type StaffRefundListQuery = z.infer<typeof staffRefundListQuerySchema>;
export const staffPaymentPageSchema = z.lazy(() => staffPageOf(staffPaymentSchema));

export const staffPaymentSorts = ['createdAt', 'updatedAt', 'amount'] as const;
/** `GET /staff/payments`: charges and refunds; `q` finds by booking number or provider reference. */
export const staffPaymentListQuerySchema = z.lazy(() =>
  staffListQueryOf(staffPaymentSorts).extend({
    kind: optionalFilter(z.enum(['charge', 'refund'], invalid)),
    status: optionalFilter(z.enum(['pending', 'processing', 'succeeded', 'failed', 'expired'], invalid)),
  }),
);
export type StaffPaymentListQuery = z.infer<typeof staffPaymentListQuerySchema>;

export const staffReviewSorts = ['createdAt', 'rate', 'fullName'] as const;
/** Reviews sent through links, pending ones unless another status is asked for. */
export const staffReviewListQuerySchema = z.lazy(() =>
  staffListQueryOf(staffReviewSorts).extend({
    status: z.preprocess(
      emptyAsAbsent,
      z.enum(['pending', 'published', 'hidden'], invalid).default('pending'),
    ),
  }),
);
export type StaffReviewListQuery = z.infer<typeof staffReviewListQuerySchema>;
export const staffReviewPageSchema = z.lazy(() => staffPageOf(staffReviewSchema));

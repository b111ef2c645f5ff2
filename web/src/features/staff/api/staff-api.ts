import type {
  OwnerSubmission,
  StaffInviteInput,
  StaffReply,
  StaffReview,
  StaffLoginInput,
  StaffSetPasswordInput,
  SupportRequest,
} from '@stayvn/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { QueryValue, SchemaLoader } from '@/lib/http-error';
import type { z } from 'zod';
import type { QueueParams } from '../utils/queue-view';
import { staffSend } from './staff-session';

const schemas = () => import('./schemas');

// ---- Log-in, enrolment, invitation (no session yet) -------------------------------------------

export function staffLogin(input: StaffLoginInput) {
  return apiSend('/staff/auth/login', {
    method: 'POST',
    body: input,
    withCredentials: true,
    schema: () => schemas().then((m) => m.staffLoginResultSchema),
  });
}

/** The invitation's key and a new password: answers the token of the TOTP enrolment. */
export function staffSetPassword(input: StaffSetPasswordInput) {
  return apiSend('/staff/auth/set-password', {
    method: 'POST',
    body: input,
    withCredentials: true,
    schema: () => schemas().then((m) => m.staffEnrolmentTokenSchema),
  });
}

export function staffStartEnrolment(enrolmentToken: string) {
  return apiSend('/staff/auth/totp/enrol', {
    method: 'POST',
    body: { enrolmentToken },
    withCredentials: true,
    schema: () => schemas().then((m) => m.staffTotpEnrolmentSchema),
  });
}

export function staffConfirmEnrolment(enrolmentToken: string, code: string) {
  return apiSend('/staff/auth/totp/confirm', {
    method: 'POST',
    body: { enrolmentToken, code },
    withCredentials: true,
    schema: () => schemas().then((m) => m.staffEnrolledSchema),
  });
}

// ---- Queues -----------------------------------------------------------------------------------

function get<T extends z.ZodType>(path: string, schema: SchemaLoader<T>, query?: Record<string, QueryValue>) {
  return staffSend<T>(path, { schema, query });
}

export const staffKeys = {
  all: ['staff'] as const,
  dashboard: ['staff', 'dashboard'] as const,
  enquiries: ['staff', 'enquiries'] as const,
  ownerSubmissions: ['staff', 'owner-submissions'] as const,
  supportRequests: ['staff', 'support-requests'] as const,
  reviews: ['staff', 'reviews'] as const,
  bookings: ['staff', 'bookings'] as const,
  payments: ['staff', 'payments'] as const,
  members: ['staff', 'members'] as const,
  auditLog: ['staff', 'audit-log'] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: staffKeys.dashboard,
    queryFn: () => get('/staff/dashboard', () => schemas().then((m) => m.staffDashboardSchema)),
    refetchInterval: 60_000,
  });

/**
 * A queue's page as the service answers it: the caller's filters with the page, sort and search
 * of `useQueueState`. The table keeps the last page while the next one loads.
 */
function pageQuery<T extends z.ZodType>(
  key: readonly string[],
  path: string,
  schema: SchemaLoader<T>,
  query: Record<string, QueryValue>,
) {
  return queryOptions({
    queryKey: [...key, query],
    queryFn: () => get(path, schema, query),
    placeholderData: keepPreviousData,
  });
}

type Filters = Record<string, string | undefined>;

export const ownerSubmissionsQuery = (filters: Filters, params: QueueParams) =>
  pageQuery(
    staffKeys.ownerSubmissions,
    '/staff/owner-submissions',
    () => schemas().then((m) => m.staffOwnerSubmissionPageSchema),
    { ...filters, ...params },
  );

export function setOwnerSubmissionStatus(id: string, status: OwnerSubmission['status']) {
  return staffSend(`/staff/owner-submissions/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
    schema: () => schemas().then((m) => m.ownerSubmissionSchema),
  });
}

export const supportRequestsQuery = (
  filters: Filters & { kind: SupportRequest['kind'] },
  params: QueueParams,
) =>
  pageQuery(
    staffKeys.supportRequests,
    '/staff/support-requests',
    () => schemas().then((m) => m.staffSupportRequestPageSchema),
    { ...filters, ...params },
  );

export function setSupportRequestStatus(id: string, status: SupportRequest['status']) {
  return staffSend(`/staff/support-requests/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
    schema: () => schemas().then((m) => m.supportRequestSchema),
  });
}

export const reviewsQuery = (filters: { status: StaffReview['status'] }, params: QueueParams) =>
  pageQuery(staffKeys.reviews, '/staff/reviews', () => schemas().then((m) => m.staffReviewPageSchema), {
    ...filters,
    ...params,
  });

export function moderateReview(id: string, status: 'published' | 'hidden') {
  return staffSend(`/staff/reviews/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
    schema: () => schemas().then((m) => m.staffReviewSchema),
  });
}

/**
 * Bookings found by the service: `q` is a booking number (dashes optional), a guest's e-mail or
 * name; `from`/`to` keep the stays that overlap those dates.
 */
export const bookingsListQuery = (filters: Filters, params: QueueParams) =>
  pageQuery(staffKeys.bookings, '/staff/bookings', () => schemas().then((m) => m.staffBookingPageSchema), {
    ...filters,
    ...params,
  });

export const paymentsQuery = (filters: Filters, params: QueueParams) =>
  pageQuery(staffKeys.payments, '/staff/payments', () => schemas().then((m) => m.staffPaymentPageSchema), {
    ...filters,
    ...params,
  });

export const enquiriesQuery = (filters: Filters, params: QueueParams) =>
  pageQuery(staffKeys.enquiries, '/staff/enquiries', () => schemas().then((m) => m.staffEnquiryPageSchema), {
    ...filters,
    ...params,
  });

export function setEnquiryStatus(id: string, status: string) {
  return staffSend(`/staff/enquiries/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status } });
}

export type ReplyQueue = 'enquiries' | 'owner-submissions' | 'support-requests';

const detailSchemas = {
  enquiries: 'staffEnquiryDetailSchema',
  'owner-submissions': 'staffOwnerSubmissionDetailSchema',
  'support-requests': 'staffSupportRequestDetailSchema',
} as const;

/** One item with the replies sent about it, as a link to it (`/staff/{queue}/{id}`) opens it. */
export const queueItemQuery = (queue: ReplyQueue, id: string) =>
  queryOptions({
    queryKey: [...staffKeys.all, queue, id],
    queryFn: () =>
      get(`/staff/${queue}/${encodeURIComponent(id)}`, () => schemas().then((m) => m[detailSchemas[queue]])),
  });

/** The replies sent about an item, oldest first (from the item's detail). */
export const repliesQuery = (queue: ReplyQueue, id: string) => ({
  ...queueItemQuery(queue, id),
  select: (item: { replies: StaffReply[] }) => item.replies,
});

/** An e-mail to the item's sender, in their language; the service keeps it with the item. */
export function sendReply(queue: ReplyQueue, id: string, body: { subject?: string; message: string }) {
  return staffSend(`/staff/${queue}/${encodeURIComponent(id)}/replies`, { method: 'POST', body });
}

/** Approval: a draft property in the CMS (images in its media library), for an editor to finish. */
export function approveSubmission(id: string) {
  return staffSend(`/staff/owner-submissions/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: () => schemas().then((m) => m.staffOwnerSubmissionSchema),
  });
}

/** Rejection: the reason is mailed to the owner in their language. */
export function rejectSubmission(id: string, reason: string) {
  return staffSend(`/staff/owner-submissions/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
    schema: () => schemas().then((m) => m.staffOwnerSubmissionSchema),
  });
}

/** A pending or failed refund sent now instead of at its next attempt. */
export function retryRefund(id: string) {
  return staffSend(`/staff/refunds/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: () => schemas().then((m) => m.staffPaymentSchema),
  });
}

export function bookingAction(
  number: string,
  action: 'confirm-transfer' | 'reject' | 'no-show',
  reason: string,
) {
  return staffSend(`/staff/bookings/${encodeURIComponent(number)}/${action}`, {
    method: 'POST',
    body: reason.trim() ? { reason: reason.trim() } : {},
    schema: () => schemas().then((m) => m.bookingSchema),
  });
}

export const membersQuery = () =>
  queryOptions({
    queryKey: staffKeys.members,
    queryFn: () => get('/staff/members', () => schemas().then((m) => m.staffMemberListSchema)),
  });

export function inviteMember(input: StaffInviteInput) {
  return staffSend('/staff/members', {
    method: 'POST',
    body: input,
    schema: () => schemas().then((m) => m.staffMemberSchema),
  });
}

export function setMemberDisabled(id: string, disabled: boolean) {
  return staffSend(`/staff/members/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, {
    method: 'POST',
    schema: () => schemas().then((m) => m.staffMemberSchema),
  });
}

/** The audit log's page, with the filters of `staffAuditQuerySchema` (actor, action, item, days). */
export const auditLogQuery = (pageIndex: number, pageSize: number, filters: Filters = {}) =>
  queryOptions({
    queryKey: [...staffKeys.auditLog, pageIndex, pageSize, filters],
    queryFn: () =>
      get('/staff/audit-log', () => schemas().then((m) => m.pageSchemaOf(m.staffAuditEntrySchema)), {
        ...filters,
        pageIndex,
        pageSize,
      }),
    placeholderData: (previous) => previous,
  });

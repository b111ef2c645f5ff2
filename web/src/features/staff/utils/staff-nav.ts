import type { StaffDashboard } from '@stayvn/shared';
import type { MessageId } from '@/i18n';

export type QueueCountKey = keyof StaffDashboard['queues'];

export type StaffNavEntry = {
  id: string;
  /** The path after /staff/ ('' for the dashboard). */
  path: string;
  label: MessageId;
  group: MessageId;
  /** The dashboard's count of new items. */
  count?: QueueCountKey;
  hint?: MessageId;
  adminOnly?: boolean;
  /** Its items open from their own URL, `/staff/{path}/{id}` (the links of staff mails). */
  items?: true;
};

/** The console's pages in the order of the side bar; the dashboard shows those with a count. */
export const staffQueues: StaffNavEntry[] = [
  { id: 'dashboard', path: '', label: 'staff.nav.dashboard', group: 'staff.nav.overview' },
  {
    id: 'enquiries',
    path: 'enquiries',
    items: true,
    label: 'staff.nav.enquiries',
    group: 'staff.nav.queues',
    count: 'enquiries',
    hint: 'staff.dashboard.enquiriesHint',
  },
  {
    id: 'owner-submissions',
    path: 'owner-submissions',
    items: true,
    label: 'staff.nav.ownerSubmissions',
    group: 'staff.nav.queues',
    count: 'ownerSubmissions',
    hint: 'staff.dashboard.ownerSubmissionsHint',
  },
  {
    id: 'help-issues',
    path: 'help-issues',
    items: true,
    label: 'staff.nav.helpIssues',
    group: 'staff.nav.queues',
    count: 'helpIssues',
    hint: 'staff.dashboard.helpIssuesHint',
  },
  {
    id: 'support-requests',
    path: 'support-requests',
    items: true,
    label: 'staff.nav.supportRequests',
    group: 'staff.nav.queues',
    count: 'tenantSupport',
    hint: 'staff.dashboard.supportRequestsHint',
  },
  {
    id: 'reviews',
    path: 'reviews',
    label: 'staff.nav.reviews',
    group: 'staff.nav.queues',
    count: 'reviewsPending',
    hint: 'staff.dashboard.reviewsHint',
  },
  {
    id: 'bookings',
    path: 'bookings',
    label: 'staff.nav.bookings',
    group: 'staff.nav.money',
    count: 'transfersAwaitingConfirmation',
    hint: 'staff.dashboard.transfersHint',
  },
  {
    id: 'calendar',
    path: 'calendar',
    items: true,
    label: 'staff.nav.calendar',
    group: 'staff.nav.money',
  },
  {
    id: 'calendar-conflicts',
    path: 'calendar-conflicts',
    label: 'staff.nav.calendarConflicts',
    group: 'staff.nav.money',
  },
  {
    id: 'payments',
    path: 'payments',
    label: 'staff.nav.payments',
    group: 'staff.nav.money',
    count: 'refundsNeedingAttention',
    hint: 'staff.dashboard.refundsHint',
  },
  { id: 'members', path: 'members', label: 'staff.nav.members', group: 'staff.nav.admin', adminOnly: true },
  {
    id: 'audit-log',
    path: 'audit-log',
    label: 'staff.nav.auditLog',
    group: 'staff.nav.admin',
    adminOnly: true,
  },
];

/** A path after /staff/ as its segments, without empty ones. */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * A path after /staff/ as a console page: the log-in, the invitation, a queue (also with one of
 * its items' ids after it, for the queues whose items have URLs), or unknown.
 */
export function pageOf(path: string): 'login' | 'set-password' | StaffNavEntry | undefined {
  const [first = '', id, ...rest] = segmentsOf(path);
  if (id === undefined && (first === 'login' || first === 'set-password')) return first;
  const entry = staffQueues.find((queue) => queue.path === first);
  if (id !== undefined && (!entry?.items || rest.length > 0)) return undefined;
  return entry;
}

/** The item a console URL names (`/staff/{queue}/{id}`), if any. */
export function itemOf(path: string): string | undefined {
  const [, id] = segmentsOf(path);
  return id === undefined ? undefined : decodeURIComponent(id);
}

import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { itemOf, pageOf } from '../utils/staff-nav';
import { StaffLayout } from './staff-layout';
import { StaffLoginPage } from './staff-login-page';
import { StaffSetPasswordPage } from './staff-set-password-page';
import { styles } from './staff-ui';

/** The console URL's search parameters, as text (a page checks those it reads). */
export type StaffSearch = Readonly<Record<string, string | undefined>>;

/**
 * What a page gets from its URL: the item a link opened (`/staff/{queue}/{id}`), and the search
 * parameters (its filters, kept in the URL so that they survive a reload and can be shared).
 */
export type StaffPageProps = { itemId?: string; search: StaffSearch };

const page = <K extends string>(load: () => Promise<Record<K, ComponentType<StaffPageProps>>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const supportRequests = () => import('./support-requests-page');

/** Each console page is a chunk of its own, loaded when opened. */
const pages: Record<string, ComponentType<StaffPageProps>> = {
  '': page(() => import('./dashboard-page'), 'DashboardPage'),
  enquiries: page(() => import('./enquiries-page'), 'EnquiriesPage'),
  'owner-submissions': page(() => import('./owner-submissions-page'), 'OwnerSubmissionsPage'),
  'help-issues': page(supportRequests, 'HelpIssuesPage'),
  'support-requests': page(supportRequests, 'TenantSupportPage'),
  reviews: page(() => import('./reviews-page'), 'ReviewsPage'),
  bookings: page(() => import('./bookings-page'), 'BookingsPage'),
  calendar: page(() => import('./calendar-page'), 'CalendarPage'),
  'calendar-conflicts': page(() => import('./conflicts-page'), 'ConflictsPage'),
  payments: page(() => import('./payments-page'), 'PaymentsPage'),
  members: page(() => import('./members-page'), 'MembersPage'),
  'audit-log': page(() => import('./audit-log-page'), 'AuditLogPage'),
};

/** The console by its path: the log-in and the invitation alone, every other page in the frame. */
export function StaffConsole({ page: path, search }: { page: string; search: StaffSearch }) {
  const intl = useIntl();
  const found = pageOf(path);
  if (found === 'login') return <StaffLoginPage next={search.next} />;
  if (found === 'set-password') return <StaffSetPasswordPage inviteKey={search.key ?? ''} />;
  const Page = found ? pages[found.path] : undefined;
  return (
    <StaffLayout>
      <Suspense
        fallback={<p className={styles.empty}>{intl.formatMessage({ id: 'staff.queue.loading' })}</p>}
      >
        {Page ? <Page itemId={itemOf(path)} search={search} /> : null}
      </Suspense>
    </StaffLayout>
  );
}

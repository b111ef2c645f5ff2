import type { StaffMember } from '@stayvn/shared';
import { redirect } from '@tanstack/react-router';
import { languageAtom } from '@/features/preferences/atoms';
import { loadStaffMessages } from '@/i18n/staff-messages';
import type { AppStore } from '@/lib/store';
import { ensureStaffSession } from '../api/staff-session';
import { pageOf } from './staff-nav';

/**
 * The console's gate (the route's loader): the log-in and the invitation are open; every other
 * page needs a staff session (resumed from the refresh cookie after a reload), an admin's for
 * the admin pages.
 */
export async function staffGate(
  path: string,
  href: string,
  store: AppStore,
): Promise<{ staff: StaffMember | null; title: string }> {
  // The console speaks the stored language, with its own message part.
  const messages = await loadStaffMessages(store.get(languageAtom));
  const title = messages['staff.app.title'];
  const page = pageOf(path);
  if (page === 'login' || page === 'set-password') return { staff: null, title };
  const session = await ensureStaffSession();
  if (!session)
    throw redirect({ to: '/staff/$', params: { _splat: 'login' }, search: { next: href }, replace: true });
  if (page === undefined || (page.adminOnly && session.staff.role !== 'admin'))
    throw redirect({ to: '/staff/$', params: { _splat: '' }, replace: true });
  return { staff: session.staff, title };
}

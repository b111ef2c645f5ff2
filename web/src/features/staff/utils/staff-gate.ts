import type { StaffMember } from '@stayvn/shared';
import { redirect } from '@tanstack/react-router';
import { languageAtom } from '@/lib/preferences/atoms';
import type { MessageId } from '@/i18n';
import { loadStaffMessages } from '@/i18n/staff-messages';
import { translate } from '@/lib/seo';
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
  const language = store.get(languageAtom);
  await loadStaffMessages(language);
  const page = pageOf(path);
  // Formatted: a catalogue's entries are compiled messages, not strings, in a production build.
  const app = translate(language, 'staff.app.title');
  const titled = (id: MessageId | undefined) => (id ? `${translate(language, id)} · ${app}` : app);
  if (page === 'login') return { staff: null, title: titled('staff.login.title') };
  if (page === 'set-password') return { staff: null, title: titled('staff.invite.title') };
  const title = titled(page?.label);
  const session = await ensureStaffSession();
  if (!session)
    throw redirect({ to: '/staff/$', params: { _splat: 'login' }, search: { next: href }, replace: true });
  if (page === undefined || (page.adminOnly && session.staff.role !== 'admin'))
    throw redirect({ to: '/staff/$', params: { _splat: '' }, replace: true });
  return { staff: session.staff, title };
}

import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { dashboardQuery } from '../api/staff-api';
import { logoutStaff, staffSessionAtom } from '../api/staff-session';
import { staffQueues, type QueueCountKey } from '../utils/staff-nav';
import { StaffLanguageSwitch } from './staff-language-switch';
import { StaffButton, styles } from './staff-ui';

/** The console's frame: the queues on the left, who is signed in on top, the page beside. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useAtomValue(staffSessionAtom);
  const counts = useQuery({ ...dashboardQuery(), enabled: session !== null });

  // A session that ended (logged out here, refused on renewal) leads back to the log-in, once:
  // this frame stays on screen while the router moves, and must not ask again with a new `next`.
  const leaving = useRef(false);
  useEffect(() => {
    if (session || leaving.current) return;
    leaving.current = true;
    const here = `${window.location.pathname}${window.location.search}`;
    void navigate({
      to: '/staff/$',
      params: { _splat: 'login' },
      search: here.startsWith('/staff/login') ? {} : { next: here },
      replace: true,
    });
  }, [session, navigate]);
  if (!session) return null;

  const isAdmin = session.staff.role === 'admin';
  const countOf = (key: QueueCountKey | undefined) => (key ? counts.data?.queues[key] : undefined);

  return (
    <div className={styles.app}>
      <nav className={styles.sidebar} aria-label={intl.formatMessage({ id: 'staff.nav.label' })}>
        <div className={styles.brand}>
          StayVN <small>{intl.formatMessage({ id: 'staff.app.short' })}</small>
        </div>
        {staffQueues
          .filter((queue) => !queue.adminOnly || isAdmin)
          .map((queue, index, shown) => {
            const count = countOf(queue.count);
            return (
              <div key={queue.id} style={{ display: 'contents' }}>
                {queue.group !== shown[index - 1]?.group ? (
                  <div className={styles.navGroup}>{intl.formatMessage({ id: queue.group })}</div>
                ) : null}
                <Link
                  to="/staff/$"
                  params={{ _splat: queue.path }}
                  className={styles.navLink}
                  activeOptions={{ exact: queue.path === '', includeSearch: false }}
                  data-testid={`staff-nav-${queue.id}`}
                >
                  <span>{intl.formatMessage({ id: queue.label })}</span>
                  {count ? (
                    <span
                      className={styles.count}
                      aria-label={intl.formatMessage({ id: 'staff.nav.newCount' }, { count })}
                    >
                      {count}
                    </span>
                  ) : null}
                </Link>
              </div>
            );
          })}
      </nav>
      <div className={styles.main}>
        <header className={styles.topbar}>
          <span style={{ flex: 1 }} />
          <span className={styles.who} data-testid="staff-who">
            {session.staff.fullName || session.staff.email}
            <span className={styles.role}>
              {intl.formatMessage({
                id: session.staff.role === 'admin' ? 'staff.role.admin' : 'staff.role.support',
              })}
            </span>
          </span>
          <StaffLanguageSwitch compact />
          <StaffButton variant="quiet" data-testid="staff-logout" onPress={() => void logoutStaff()}>
            {intl.formatMessage({ id: 'staff.logout' })}
          </StaffButton>
        </header>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}

/** A console page: its heading and a line on what it is for. */
export function StaffPage({
  title,
  intro,
  children,
}: {
  title: MessageId;
  intro?: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <h1 style={{ margin: '0 0 4px', fontSize: 18 }}>{intl.formatMessage({ id: title })}</h1>
      {intro ? (
        <p className={styles.pageIntro}>{intl.formatMessage({ id: intro })}</p>
      ) : (
        <div style={{ height: 10 }} />
      )}
      {children}
    </>
  );
}

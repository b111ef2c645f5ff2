import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CalendarIcon, ClockIcon, HeartIcon, KeyIcon, UserIcon } from '@/components/ui/icons';
import { authAtom, authDialogAtom } from '@/lib/session/atoms';
import { Avatar } from './avatar';
import pageStyles from './account-page.module.css';
import styles from './manage-account.module.css';

/** The account pages' frame: a section menu beside the page, or a prompt to log in. */
export function ManageAccountLayout({ language, children }: { language: Language; children: ReactNode }) {
  const intl = useIntl();
  const auth = useAtomValue(authAtom);
  const openDialog = useSetAtom(authDialogAtom);

  if (!auth) {
    return (
      <div className={`container ${pageStyles.page}`}>
        <section className={`${pageStyles.card} ${pageStyles.centered}`} data-testid="sign-in-required">
          <span className={pageStyles.bigIcon}>
            <UserIcon size={30} />
          </span>
          <h1 className={pageStyles.title}>{intl.formatMessage({ id: 'account.signInRequired.title' })}</h1>
          <p className={pageStyles.subtitle}>{intl.formatMessage({ id: 'account.signInRequired.body' })}</p>
          <Button onPress={() => openDialog('login')}>{intl.formatMessage({ id: 'header.login' })}</Button>
        </section>
      </div>
    );
  }

  const user = auth.userInfo;
  return (
    <div className={`container ${styles.layout}`}>
      <aside className={styles.aside}>
        <div className={styles.who}>
          <Avatar user={user} size={48} />
          <div className={styles.whoText}>
            <p className={styles.whoName}>{user.fullName}</p>
            <p className={styles.whoEmail}>{user.email}</p>
          </div>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'account.nav' })}>
          <ul className={styles.nav}>
            <li>
              <Link
                to="/$lang/manage-account/personal-detail"
                params={{ lang: language }}
                className={styles.navLink}
                activeProps={{ 'aria-current': 'page' }}
              >
                <UserIcon size={18} />
                {intl.formatMessage({ id: 'account.nav.personal' })}
              </Link>
            </li>
            <li>
              <Link
                to="/$lang/manage-account/change-password"
                params={{ lang: language }}
                className={styles.navLink}
                activeProps={{ 'aria-current': 'page' }}
              >
                <KeyIcon size={18} />
                {intl.formatMessage({ id: 'account.nav.password' })}
              </Link>
            </li>
            <li>
              <Link
                to="/$lang/manage-account/bookings"
                params={{ lang: language }}
                className={styles.navLink}
                activeProps={{ 'aria-current': 'page' }}
              >
                <CalendarIcon size={18} />
                {intl.formatMessage({ id: 'booking.list.title' })}
              </Link>
            </li>
            <li>
              <Link to="/$lang/favourites" params={{ lang: language }} className={styles.navLink}>
                <HeartIcon size={18} />
                {intl.formatMessage({ id: 'saved.favourites.title' })}
              </Link>
            </li>
            <li>
              <Link to="/$lang/recently-viewed" params={{ lang: language }} className={styles.navLink}>
                <ClockIcon size={18} />
                {intl.formatMessage({ id: 'saved.history.title' })}
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** One account page: its title, a line about it, then the form. */
export function AccountSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section}>
      <header className={styles.sectionHead}>
        <h1 className={styles.sectionTitle}>{title}</h1>
        <p className={styles.sectionSubtitle}>{subtitle}</p>
      </header>
      {children}
    </section>
  );
}

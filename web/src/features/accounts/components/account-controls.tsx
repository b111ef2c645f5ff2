import type { Language } from '@stayvn/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import { isPlainClick } from '@/components/ui/drop-down';
import { UserIcon } from '@/components/ui/icons';
import { withAllMessages } from '@/i18n';
import { Island } from '@/lib/island';
import { authAtom, authDialogAtom } from '@/lib/session/atoms';
import type { User } from '@/lib/session/schemas';
import styles from './account-controls.module.css';

/** The header's account corner: log in and sign up, or the signed-in user's menu. */
export function AccountControls({ language }: { language: Language }) {
  const auth = useAtomValue(authAtom);
  return auth ? <SignedIn user={auth.userInfo} language={language} /> : <GuestButtons language={language} />;
}

// With every message: the menu's are not in home's start part (i18n/parts.ts).
const loadUserMenu = withAllMessages(() =>
  import('./user-menu').then((module) => ({ default: module.UserMenu })),
);

/**
 * The signed-in user's menu, as an island (`lib/island.tsx`): it only ever shows once the
 * scripts run (a prerendered page is a guest's), so its code stays out of every guest's first
 * download. Meanwhile the user's name shows where it will be.
 */
const SignedIn = memo(function SignedIn({ user, language }: { user: User; language: Language }) {
  return (
    <Island
      load={loadUserMenu}
      props={{ user, language }}
      fallback={
        <span className={styles.trigger}>
          <span className={styles.name}>{user.fullName}</span>
        </span>
      }
    />
  );
});

/**
 * Links to the log-in and sign-up pages, which the script turns into opening their dialog over
 * the page: pressed before the scripts run, they still lead there.
 */
function GuestButtons({ language }: { language: Language }) {
  const intl = useIntl();
  const openDialog = useSetAtom(authDialogAtom);
  const open = (dialog: 'login' | 'sign-up') => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openDialog(dialog);
  };
  return (
    <div className={styles.guest}>
      <a
        href={`/${language}/login`}
        className={styles.login}
        onClick={open('login')}
        data-testid="header-login"
      >
        <UserIcon size={18} className={styles.loginIcon} />
        <span className={styles.loginText}>{intl.formatMessage({ id: 'header.login' })}</span>
      </a>
      <span className={styles.signUp}>
        <a
          href={`/${language}/sign-up`}
          className={buttonClassName()}
          onClick={open('sign-up')}
          data-testid="header-sign-up"
        >
          {intl.formatMessage({ id: 'header.signUp' })}
        </a>
      </span>
    </div>
  );
}

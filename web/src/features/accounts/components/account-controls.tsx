import type { Language } from '@stayvn/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import { UserIcon } from '@/components/ui/icons';
import { OnDemandPart, onDemand } from '@/components/ui/on-demand';
import { authAtom, authDialogAtom } from '@/lib/session/atoms';
import type { User } from '@/lib/session/schemas';
import { UserMenuLabel } from './user-menu-label';
import styles from './account-controls.module.css';

/** The header's account corner: log in and sign up, or the signed-in user's menu. */
export function AccountControls({ language }: { language: Language }) {
  const auth = useAtomValue(authAtom);
  return auth ? <UserMenu user={auth.userInfo} language={language} /> : <GuestButtons language={language} />;
}

/**
 * Links to the log-in and sign-up pages, which the script turns into opening their dialog over
 * the page: pressed before the scripts run, they still lead there.
 */
function GuestButtons({ language }: { language: Language }) {
  const intl = useIntl();
  const openDialog = useSetAtom(authDialogAtom);
  const open = (dialog: 'login' | 'sign-up') => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
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

// react-aria's menu is loaded when the pointer, a finger or the focus reaches the button.
const userMenu = onDemand(() => import('./user-menu'));

function UserMenu({ user, language }: { user: User; language: Language }) {
  const intl = useIntl();
  return (
    <OnDemandPart
      part={userMenu}
      placeholder={(triggerProps) => (
        <button
          type="button"
          className={styles.trigger}
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={`${intl.formatMessage({ id: 'userMenu.label' })}: ${user.fullName}`}
          data-testid="user-menu"
          {...triggerProps}
        >
          <UserMenuLabel user={user} />
        </button>
      )}
      render={(module, wanted) => <module.UserMenu user={user} language={language} wanted={wanted} />}
    />
  );
}

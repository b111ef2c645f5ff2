import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { useDropDown } from '@/components/ui/drop-down';
import { ClockIcon, HeartIcon, KeyIcon, LogOutIcon, UserIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import type { User } from '@/lib/session/schemas';
import { useLogOut } from '../api/log-out';
import { Avatar } from './avatar';
import controls from './account-controls.module.css';
import styles from './user-menu.module.css';

const links = [
  { path: 'manage-account/personal-detail', label: 'userMenu.personal', Icon: UserIcon },
  { path: 'manage-account/change-password', label: 'userMenu.changePassword', Icon: KeyIcon },
  { path: 'favourites', label: 'userMenu.favourites', Icon: HeartIcon },
  { path: 'recently-viewed', label: 'userMenu.history', Icon: ClockIcon },
] as const;

/**
 * The signed-in user's menu: a `<details>` drop-down (`drop-down.ts`) with links to the account
 * pages and a button that logs out.
 */
export function UserMenu({ user, language }: { user: User; language: Language }) {
  const intl = useIntl();
  const logOut = useLogOut();
  const { detailsProps, close } = useDropDown();
  return (
    <details className={styles.userMenu} {...detailsProps}>
      <summary
        className={`${controls.trigger} ${styles.summary}`}
        aria-label={`${intl.formatMessage({ id: 'userMenu.label' })}: ${user.fullName}`}
        data-testid="user-menu"
      >
        <Avatar user={user} size={32} />
        <span className={controls.name}>{user.fullName}</span>
      </summary>
      <div className={styles.popover}>
        <div className={styles.profile} data-testid="user-menu-profile">
          <Avatar user={user} size={44} />
          <div className={styles.profileText}>
            <p className={styles.profileName}>{user.fullName}</p>
            <p className={styles.profileEmail}>{user.email}</p>
          </div>
        </div>
        <ul className={styles.menu} aria-label={intl.formatMessage({ id: 'userMenu.label' })}>
          {links.map(({ path, label, Icon }) => (
            <li key={path}>
              <SiteLink language={language} path={path} className={styles.item} onClick={close}>
                <Icon size={18} />
                {intl.formatMessage({ id: label })}
              </SiteLink>
            </li>
          ))}
          <li className={styles.logout}>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                close();
                void logOut();
              }}
            >
              <LogOutIcon size={18} />
              {intl.formatMessage({ id: 'userMenu.logout' })}
            </button>
          </li>
        </ul>
      </div>
    </details>
  );
}

import type { Language } from '@stayvn/shared';
import { useNavigate } from '@tanstack/react-router';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ClockIcon, HeartIcon, KeyIcon, LogOutIcon, UserIcon } from '@/components/ui/icons';
import { takesFocus, useOpenOnArrival, type Wanted } from '@/components/ui/on-demand';
import { useLogout } from '../api/auth-api';
import type { User } from '@/lib/session/schemas';
import { Avatar } from './avatar';
import { UserMenuLabel } from './user-menu-label';
import styles from './account-controls.module.css';

type MenuAction = 'personal' | 'password' | 'favourites' | 'history' | 'logout';

const destination = {
  personal: '/$lang/manage-account/personal-detail',
  password: '/$lang/manage-account/change-password',
  favourites: '/$lang/favourites',
  history: '/$lang/recently-viewed',
} as const;

/** The signed-in user's menu (loaded on demand by `account-controls.tsx`). */
export function UserMenu({ user, language, wanted }: { user: User; language: Language; wanted: Wanted }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const logout = useLogout();
  const [isOpen, setOpen] = useOpenOnArrival(wanted);
  const onAction = (key: MenuAction) => {
    if (key === 'logout') logout.mutate();
    else void navigate({ to: destination[key], params: { lang: language } });
  };
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton
        className={styles.trigger}
        autoFocus={takesFocus(wanted)}
        aria-label={`${intl.formatMessage({ id: 'userMenu.label' })}: ${user.fullName}`}
        data-testid="user-menu"
      >
        <UserMenuLabel user={user} />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <div className={styles.profile} data-testid="user-menu-profile">
          <Avatar user={user} size={44} />
          <div className={styles.profileText}>
            <p className={styles.profileName}>{user.fullName}</p>
            <p className={styles.profileEmail}>{user.email}</p>
          </div>
        </div>
        <Menu
          className={styles.menu}
          onAction={(key) => onAction(key as MenuAction)}
          aria-label={intl.formatMessage({ id: 'userMenu.label' })}
        >
          <MenuItem
            id="personal"
            className={styles.item}
            textValue={intl.formatMessage({ id: 'userMenu.personal' })}
          >
            <UserIcon size={18} />
            {intl.formatMessage({ id: 'userMenu.personal' })}
          </MenuItem>
          <MenuItem
            id="password"
            className={styles.item}
            textValue={intl.formatMessage({ id: 'userMenu.changePassword' })}
          >
            <KeyIcon size={18} />
            {intl.formatMessage({ id: 'userMenu.changePassword' })}
          </MenuItem>
          <MenuItem
            id="favourites"
            className={styles.item}
            textValue={intl.formatMessage({ id: 'saved.favourites.title' })}
          >
            <HeartIcon size={18} />
            {intl.formatMessage({ id: 'saved.favourites.title' })}
          </MenuItem>
          <MenuItem
            id="history"
            className={styles.item}
            textValue={intl.formatMessage({ id: 'saved.history.title' })}
          >
            <ClockIcon size={18} />
            {intl.formatMessage({ id: 'saved.history.title' })}
          </MenuItem>
          <Separator className={styles.separator} />
          <MenuItem
            id="logout"
            className={styles.item}
            textValue={intl.formatMessage({ id: 'userMenu.logout' })}
          >
            <LogOutIcon size={18} />
            {intl.formatMessage({ id: 'userMenu.logout' })}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

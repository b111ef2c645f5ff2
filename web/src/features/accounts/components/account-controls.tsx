import type { Language } from '@stayvn/shared';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { KeyIcon, LogOutIcon, UserIcon } from '@/components/ui/icons';
import { useLogout } from '../api/auth-api';
import { authAtom, authDialogAtom } from '../atoms';
import type { User } from '../schemas';
import { Avatar } from './avatar';
import styles from './account-controls.module.css';

/** The header's account corner: log in and sign up, or the signed-in user's menu. */
export function AccountControls({ language }: { language: Language }) {
  const auth = useAtomValue(authAtom);
  return auth ? <UserMenu user={auth.userInfo} language={language} /> : <GuestButtons />;
}

function GuestButtons() {
  const intl = useIntl();
  const openDialog = useSetAtom(authDialogAtom);
  return (
    <div className={styles.guest}>
      <AriaButton className={styles.login} onPress={() => openDialog('login')} data-testid="header-login">
        <UserIcon size={18} className={styles.loginIcon} />
        <span className={styles.loginText}>{intl.formatMessage({ id: 'header.login' })}</span>
      </AriaButton>
      <span className={styles.signUp}>
        <Button onPress={() => openDialog('sign-up')} data-testid="header-sign-up">
          {intl.formatMessage({ id: 'header.signUp' })}
        </Button>
      </span>
    </div>
  );
}

type MenuAction = 'personal' | 'password' | 'logout';

function UserMenu({ user, language }: { user: User; language: Language }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const logout = useLogout();
  const onAction = (key: MenuAction) => {
    if (key === 'logout') logout.mutate();
    else
      void navigate({
        to:
          key === 'personal'
            ? '/$lang/manage-account/personal-detail'
            : '/$lang/manage-account/change-password',
        params: { lang: language },
      });
  };
  return (
    <MenuTrigger>
      <AriaButton
        className={styles.trigger}
        aria-label={`${intl.formatMessage({ id: 'userMenu.label' })}: ${user.fullName}`}
        data-testid="user-menu"
      >
        <Avatar user={user} size={32} />
        <span className={styles.name}>{user.fullName}</span>
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

import type { User } from '@/lib/session/schemas';
import { Avatar } from './avatar';
import styles from './account-controls.module.css';

/** The avatar and name on the menu's button. */
export function UserMenuLabel({ user }: { user: User }) {
  return (
    <>
      <Avatar user={user} size={32} />
      <span className={styles.name}>{user.fullName}</span>
    </>
  );
}

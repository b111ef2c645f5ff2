import { config } from '@/config';
import type { User } from '@/lib/session/schemas';
import styles from './avatar.module.css';

/** The service answers avatar URLs relative to itself (/v1/avatars/{file}). */
export function avatarSrc(url: string, apiUrl: string = config.apiUrl): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, `${apiUrl}/`).toString();
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}

/** Decorative next to the user's name; the name is always written beside or in a label. */
export function Avatar({ user, size }: { user: Pick<User, 'fullName' | 'avatarUrl'>; size: number }) {
  return user.avatarUrl ? (
    <img className={styles.avatar} src={avatarSrc(user.avatarUrl)} alt="" width={size} height={size} />
  ) : (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials(user.fullName)}
    </span>
  );
}

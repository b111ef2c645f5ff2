import type { ReactNode } from 'react';
import styles from './results.module.css';

/** A quiet illustration: an empty street of buildings under a magnifier. */
function EmptyIllustration() {
  return (
    <svg
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
      className={styles.emptyImage}
    >
      <rect x="0" y="130" width="240" height="6" rx="3" fill="#dcdbd3" />
      <rect x="28" y="58" width="46" height="72" rx="6" fill="#e5f1ef" stroke="#0d6158" strokeWidth="2" />
      <rect x="84" y="34" width="54" height="96" rx="6" fill="#fff" stroke="#0d6158" strokeWidth="2" />
      <rect x="148" y="74" width="40" height="56" rx="6" fill="#e5f1ef" stroke="#0d6158" strokeWidth="2" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1].map((column) => (
          <rect
            key={`${row}-${column}`}
            x={96 + column * 18}
            y={46 + row * 18}
            width="12"
            height="10"
            rx="2"
            fill="#c4e0db"
          />
        )),
      )}
      {[0, 1, 2].map((row) => (
        <rect key={row} x="40" y={70 + row * 18} width="22" height="9" rx="2" fill="#c4e0db" />
      ))}
      <circle cx="176" cy="52" r="24" fill="#fff6e9" stroke="#f0a14a" strokeWidth="5" />
      <path d="M193 69l22 22" stroke="#f0a14a" strokeWidth="8" strokeLinecap="round" />
      <path d="M168 44l16 16M184 44l-16 16" stroke="#b85e10" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The empty and no-destination states of a list (spec §2.5, error catalogue). */
export function EmptyResults({
  title,
  body,
  action,
  'data-testid': testId = 'search-not-found',
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={styles.empty} data-testid={testId} role="status">
      <EmptyIllustration />
      <p className={styles.emptyTitle}>{title}</p>
      {body ? <p className={styles.emptyBody}>{body}</p> : null}
      {action}
    </div>
  );
}

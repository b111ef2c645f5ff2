import type { ReactNode } from 'react';
import styles from './alert.module.css';

/**
 * A message about a whole form or page. Errors are alerts (read out at once); successes and
 * information are polite status messages.
 */
export function Alert({
  tone,
  children,
  action,
  'data-testid': testId,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${styles[tone]}`}
      data-testid={testId}
    >
      <div className={styles.body}>{children}</div>
      {action}
    </div>
  );
}

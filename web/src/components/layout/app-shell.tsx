import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './app-shell.module.css';

/** Landmarks shared by every page: skip link, header, main, footer. */
export function AppShell({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}

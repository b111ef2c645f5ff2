import type { ReactNode } from 'react';
import { PinIcon } from '@/components/ui/icons';
import styles from './detail-layout.module.css';

/** The top of a detail page: breadcrumb, the h1, the address and actions (like). */
export function DetailHeader({
  breadcrumb,
  title,
  address,
  actions,
}: {
  breadcrumb: ReactNode;
  title: string;
  address?: string | null | undefined;
  actions?: ReactNode;
}) {
  return (
    <div className={`container ${styles.head}`}>
      {breadcrumb}
      <div className={styles.titleRow}>
        <div>
          <h1 id="detail-title" className={styles.title} data-testid="detail-title">
            {title}
          </h1>
          {address ? (
            <p className={styles.address} data-testid="detail-address">
              <PinIcon size={16} />
              {address}
            </p>
          ) : null}
        </div>
        {actions}
      </div>
    </div>
  );
}

/** The open tab's panel beside the sticky summary card (the card goes first on narrow screens). */
export function DetailBody({
  tabKey,
  tabLabel,
  aside,
  children,
}: {
  tabKey: string;
  tabLabel: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.layout}`}>
      <section className={styles.panel} aria-labelledby="detail-tab-title" data-testid={`tab-${tabKey}`}>
        <h2 id="detail-tab-title" className={styles.panelTitle}>
          {tabLabel}
        </h2>
        {children}
      </section>
      <aside className={styles.aside}>{aside}</aside>
    </div>
  );
}

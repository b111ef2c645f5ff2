import { Link, type LinkOptions } from '@tanstack/react-router';
import styles from './content.module.css';

export type SideNavItem = { key: string; label: string; link: LinkOptions };

/**
 * The section's pages beside the article (a column on desktop, a scrollable row of chips on
 * small screens). The current page is marked for assistive technology with aria-current.
 */
export function SideNav({
  label,
  items,
  currentKey,
  testId = 'side-nav',
}: {
  label: string;
  items: SideNavItem[];
  currentKey: string | null;
  testId?: string;
}) {
  return (
    <nav aria-label={label} className={styles.sideNav} data-testid={testId}>
      <p className={styles.sideNavTitle} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.sideNavList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              {...item.link}
              className={styles.sideNavLink}
              aria-current={item.key === currentKey ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Side navigation and article side by side; the navigation comes first on small screens. */
export function WithSideNav({ nav, children }: { nav: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className={`container ${styles.withNav}`}>
      <aside className={styles.aside}>{nav}</aside>
      <div className={styles.main}>{children}</div>
    </div>
  );
}

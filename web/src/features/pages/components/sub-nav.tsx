import { Link } from '@tanstack/react-router';
import type { SideNavItem } from '@/components/content/side-nav';
import styles from './pages.module.css';

/** A section's pages as a bar of links under the title (serviced office). */
export function SubNav({
  label,
  items,
  currentKey,
}: {
  label: string;
  items: SideNavItem[];
  currentKey: string;
}) {
  return (
    <nav aria-label={label} className={styles.subNav} data-testid="sub-nav">
      <div className="container">
        <ul className={styles.subNavList}>
          {items.map((item) => (
            <li key={item.key}>
              <Link
                {...item.link}
                className={styles.subNavLink}
                aria-current={item.key === currentKey ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

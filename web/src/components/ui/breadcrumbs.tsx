import { Link, type LinkOptions } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import styles from './breadcrumbs.module.css';

/** A crumb; the last one is the current page and takes no link. Build links with `linkOptions`. */
export type Crumb = { label: string; link?: LinkOptions };

/** The trail from home to the current page (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ items, tone = 'default' }: { items: Crumb[]; tone?: 'default' | 'inverse' }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'content.breadcrumbs' })}
      className={`${styles.nav} ${tone === 'inverse' ? styles.inverse : ''}`}
      data-testid="breadcrumbs"
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.link && !current ? (
                <Link {...item.link} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

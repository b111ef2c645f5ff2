import type { ReactNode } from 'react';
import styles from './detail.module.css';

export type BreadcrumbItem = {
  key: string;
  /** A link for every crumb but the last, which is the current page. */
  content: ReactNode;
};

/** The trail above a detail page; the last crumb is the current page and is not a link. */
export function Breadcrumb({ label, items }: { label: string; items: BreadcrumbItem[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb} data-testid="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={item.key} data-testid={`crumb-${item.key}`}>
            {index === items.length - 1 ? <span aria-current="page">{item.content}</span> : item.content}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A detail page's trail: home, the list it was reached from (left out when opened from home),
 * the property or project (a link to its overview) and the current tab.
 */
export function detailCrumbs({
  home,
  section,
  item,
  tab,
}: {
  home: ReactNode;
  section: ReactNode | null;
  item: ReactNode;
  tab: ReactNode;
}): BreadcrumbItem[] {
  return [
    { key: 'home', content: home },
    ...(section ? [{ key: 'section', content: section }] : []),
    { key: 'property', content: item },
    { key: 'tab', content: tab },
  ];
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './detail.module.css';

/** Spec §2.3 / §9: the tab menu pins to the top once the page has scrolled about 396 px. */
export const stickyTabsOffset = 396;

export type DetailTabItem = {
  key: string;
  /** A router link to the tab's own URL; it receives the class name and aria-current. */
  render: (props: {
    className: string;
    'aria-current': 'page' | undefined;
    children: ReactNode;
  }) => ReactNode;
  label: ReactNode;
};

/**
 * The detail tabs are links (each tab has its own URL and reloads to itself), in a nav with
 * aria-current on the open one. Past the scroll offset the same nav is pinned under the site
 * header; a placeholder keeps the page from jumping.
 */
export function DetailTabs({
  label,
  items,
  current,
  title,
}: {
  label: string;
  items: DetailTabItem[];
  current: string;
  /** Shown in the pinned bar so the visitor still knows which apartment this is. */
  title?: string;
}) {
  const [pinned, setPinned] = useState(false);
  const [top, setTop] = useState(0);
  const navRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const onScroll = () => {
      const next = window.scrollY > stickyTabsOffset;
      setPinned((previous) => {
        if (next && !previous) {
          setHeight(navRef.current?.offsetHeight ?? 0);
          // The site header is sticky; the pinned tabs sit right below it.
          const header = document.querySelector('header');
          const bottom = header?.getBoundingClientRect().bottom ?? 0;
          setTop(Math.max(0, bottom));
        }
        return next;
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // On a phone the tab row scrolls sideways; bring the open tab into view (without moving the page).
  useEffect(() => {
    const list = navRef.current?.querySelector('ul');
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [current]);

  return (
    <>
      {pinned ? <div style={{ height }} aria-hidden="true" /> : null}
      <nav
        ref={navRef}
        aria-label={label}
        className={pinned ? `${styles.tabs} ${styles.tabsPinned}` : styles.tabs}
        style={pinned ? { top } : undefined}
        data-testid="detail-tabs"
        data-pinned={pinned || undefined}
      >
        <div className={styles.tabsInner}>
          {pinned && title ? <span className={styles.tabsTitle}>{title}</span> : null}
          <ul className={styles.tabList}>
            {items.map((item) => (
              <li key={item.key}>
                {item.render({
                  className: styles.tab!,
                  'aria-current': item.key === current ? 'page' : undefined,
                  children: item.label,
                })}
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}

import type { Language } from '@stayvn/shared';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, HeartIcon } from '@/components/ui/icons';
import { HelpIcon, MenuIcon } from '@/components/ui/nav-icons';
import { SiteLink } from '@/components/ui/site-link';
import type { MessageId } from '@/i18n';
import { Brand } from './brand';
import { isCurrentSection, mainNavLinks } from './nav-links';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = {
  language: Language;
  hotline: ReactNode;
  preferences: ReactNode;
  /** The projects by city; `close` shuts the drawer after a choice, `isOpen` says it is open. */
  projects: (close: () => void, isOpen: boolean) => ReactNode;
};

const drawerId = 'mobile-menu';

/** The main menu, then help and the favourites. */
const drawerLinks: readonly { path: string; label: MessageId; Icon?: typeof HelpIcon }[] = [
  ...mainNavLinks,
  { path: 'helps', label: 'header.help', Icon: HelpIcon },
  { path: 'favourites', label: 'header.menu.favourites', Icon: HeartIcon },
];

/**
 * The menu button of small screens and its slide-in drawer (spec §2.8): a native popover, so
 * it opens and closes (its button, Escape, a tap outside) before the page's scripts run, and
 * the focus goes back to the menu button when it closes. With the scripts in, opening moves
 * the focus into the drawer, and a link, or the focus leaving, closes it.
 */
export function MobileMenu({ language, hotline, preferences, projects }: MobileMenuProps) {
  const intl = useIntl();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    const drawer = document.getElementById(drawerId);
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  };

  return (
    <>
      <button
        type="button"
        popoverTarget={drawerId}
        className={styles.toggle}
        aria-label={intl.formatMessage({ id: 'header.menu.open' })}
        data-testid="mobile-menu-button"
      >
        <MenuIcon size={22} />
      </button>
      <div
        id={drawerId}
        popover="auto"
        role="dialog"
        aria-label={intl.formatMessage({ id: 'header.menu.title' })}
        className={styles.drawer}
        onBlur={(event) => {
          // Tabbing out of the drawer closes it, as a press outside does.
          const next = event.relatedTarget;
          if (next instanceof Node && !event.currentTarget.contains(next)) close();
        }}
        onToggle={(event) => {
          const open = (event.nativeEvent as ToggleEvent).newState === 'open';
          setOpen(open);
          if (open) event.currentTarget.querySelector<HTMLElement>('[data-autofocus]')?.focus();
        }}
        data-testid="mobile-menu"
      >
        <div className={styles.dialog}>
          <div className={styles.head}>
            <Brand />
            <button
              type="button"
              popoverTarget={drawerId}
              popoverTargetAction="hide"
              className={styles.close}
              aria-label={intl.formatMessage({ id: 'header.menu.close' })}
              data-autofocus=""
              data-testid="mobile-menu-close"
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
            <section className={styles.block} aria-labelledby="drawer-apartments">
              <h2 id="drawer-apartments" className={styles.blockTitle}>
                {intl.formatMessage({ id: 'header.nav.apartments' })}
              </h2>
              {projects(close, isOpen)}
            </section>
            <ul className={styles.links}>
              {drawerLinks.map((link) => (
                <li key={link.path}>
                  <SiteLink
                    language={language}
                    path={link.path}
                    className={styles.link}
                    onClick={close}
                    aria-current={isCurrentSection(pathname, link.path) ? 'page' : undefined}
                  >
                    {link.Icon ? <link.Icon size={18} /> : null}
                    {intl.formatMessage({ id: link.label })}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div
            className={styles.preferences}
            role="group"
            aria-label={intl.formatMessage({ id: 'header.preferences' })}
          >
            {preferences}
          </div>
          <div className={styles.hotline}>{hotline}</div>
        </div>
      </div>
    </>
  );
}

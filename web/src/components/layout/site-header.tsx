import type { Language } from '@stayvn/shared';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HelpIcon } from '@/components/ui/nav-icons';
import { SiteLink } from '@/components/ui/site-link';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { isCurrentSection, mainNavLinks } from './nav-links';
import styles from './site-header.module.css';

/**
 * The shared top of every page (spec §2.8): a dark top bar with the hotline, help and the
 * language, currency and city pickers; below it the brand, the main menu and the account
 * corner. Under 1140 px the menu and the top bar move into a slide-in drawer. The route
 * fills in everything that needs data or state. Every control is plain HTML that works before
 * the page's scripts run: links, `<details>` drop-downs (`ui/drop-down.ts`) and the drawer,
 * a native popover (`mobile-menu.tsx`).
 */
export function SiteHeader({
  language,
  hotline,
  drawerHotline,
  preferences,
  drawerPreferences,
  account,
  projectsMenu,
  drawerProjects,
}: {
  language: Language;
  hotline: ReactNode;
  /** The hotline again, styled for the drawer. */
  drawerHotline: ReactNode;
  /** The pickers for the dark top bar. */
  preferences: ReactNode;
  /** The same pickers for the drawer's light background. */
  drawerPreferences: ReactNode;
  account: ReactNode;
  /** The apartments drop-down (its trigger and panel). */
  projectsMenu: (triggerClassName: string) => ReactNode;
  /** The projects by city inside the drawer; `close` shuts the drawer after a choice. */
  drawerProjects: (close: () => void, isOpen: boolean) => ReactNode;
}) {
  const intl = useIntl();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <div className={styles.hotline}>{hotline}</div>
          <div className={styles.topTools}>
            <SiteLink language={language} path="helps" className={styles.help} data-testid="header-help">
              <HelpIcon size={16} />
              {intl.formatMessage({ id: 'header.help' })}
            </SiteLink>
            <div
              role="group"
              aria-label={intl.formatMessage({ id: 'header.preferences' })}
              className={styles.preferences}
            >
              {preferences}
            </div>
          </div>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <div className={styles.start}>
          <MobileMenu
            language={language}
            hotline={drawerHotline}
            preferences={drawerPreferences}
            projects={drawerProjects}
          />
          <Link
            to="/$lang"
            params={{ lang: language }}
            className={styles.brandLink}
            aria-label={intl.formatMessage({ id: 'app.homeLink' })}
          >
            <Brand />
          </Link>
        </div>
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
          <ul className={styles.navList}>
            <li>{projectsMenu(styles.navItem!)}</li>
            {mainNavLinks.map((link) => (
              <li key={link.id}>
                <SiteLink
                  language={language}
                  path={link.path}
                  className={styles.navItem}
                  aria-current={isCurrentSection(pathname, link.path) ? 'page' : undefined}
                  data-testid={`nav-${link.id}`}
                >
                  {intl.formatMessage({ id: link.label })}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>{account}</div>
      </div>
    </header>
  );
}

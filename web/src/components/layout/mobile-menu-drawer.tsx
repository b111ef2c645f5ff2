import { useLocation } from '@tanstack/react-router';
import { takesFocus, useOpenOnArrival, type Wanted } from '@/components/ui/on-demand';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon, HeartIcon } from '@/components/ui/icons';
import { HelpIcon, MenuIcon } from '@/components/ui/nav-icons';
import type { MobileMenuProps } from './mobile-menu';
import { SiteLink } from '@/components/ui/site-link';
import { Brand } from './brand';
import { isCurrentSection, mainNavLinks } from './nav-links';
import styles from './mobile-menu.module.css';

/**
 * The slide-in menu of small screens (spec §2.8), loaded on demand by `mobile-menu.tsx`. A
 * react-aria modal: focus is trapped inside, Escape or a tap outside closes it, and focus goes
 * back to the menu button.
 */
export function MobileMenuDrawer({
  language,
  hotline,
  preferences,
  projects,
  wanted,
}: MobileMenuProps & { wanted: Wanted }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useOpenOnArrival(wanted);
  const pathname = useLocation({ select: (location) => location.pathname });
  const close = () => setOpen(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className={styles.toggle}
        autoFocus={takesFocus(wanted)}
        aria-label={intl.formatMessage({ id: 'header.menu.open' })}
        data-testid="mobile-menu-button"
      >
        <MenuIcon size={22} />
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog} data-testid="mobile-menu">
            <div className={styles.head}>
              <Heading slot="title" className={styles.title}>
                <Brand />
                <span className="visually-hidden">{intl.formatMessage({ id: 'header.menu.title' })}</span>
              </Heading>
              <Button
                slot="close"
                className={styles.close}
                aria-label={intl.formatMessage({ id: 'header.menu.close' })}
                data-testid="mobile-menu-close"
              >
                <CloseIcon size={22} />
              </Button>
            </div>
            <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
              <section className={styles.block} aria-labelledby="drawer-apartments">
                <h2 id="drawer-apartments" className={styles.blockTitle}>
                  {intl.formatMessage({ id: 'header.nav.apartments' })}
                </h2>
                {projects(close)}
              </section>
              <ul className={styles.links}>
                {mainNavLinks.map((link) => (
                  <li key={link.id}>
                    <SiteLink
                      language={language}
                      path={link.path}
                      className={styles.link}
                      onClick={close}
                      aria-current={isCurrentSection(pathname, link.path) ? 'page' : undefined}
                    >
                      {intl.formatMessage({ id: link.label })}
                    </SiteLink>
                  </li>
                ))}
                <li>
                  <SiteLink language={language} path="helps" className={styles.link} onClick={close}>
                    <HelpIcon size={18} />
                    {intl.formatMessage({ id: 'header.help' })}
                  </SiteLink>
                </li>
                <li>
                  <SiteLink language={language} path="favourites" className={styles.link} onClick={close}>
                    <HeartIcon size={18} />
                    {intl.formatMessage({ id: 'saved.favourites.title' })}
                  </SiteLink>
                </li>
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
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

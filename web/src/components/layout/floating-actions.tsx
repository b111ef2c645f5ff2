import type { Language } from '@stayvn/shared';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChatIcon, SearchIcon } from '@/components/ui/nav-icons';
import { SiteLink } from '@/components/ui/site-link';
import { withAllMessages } from '@/i18n';
import styles from './floating-actions.module.css';

/** Past this many pixels the page is "scrolled": the hero's own search is out of sight. */
const scrolledPx = 480;

// react-aria's modal is loaded with the first search, not with every page.
const SearchDialog = lazy(withAllMessages(() => import('./search-dialog')));

function useAtTop(): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    const update = () => setAtTop(window.scrollY < scrolledPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return atTop;
}

/**
 * The round buttons at the bottom right of every page (spec §2.8): search (a dialog with the
 * long-term and short-term tabs), call the hotline, and the contact page. On phones they wait
 * until the page is scrolled, so they do not sit on the hero's own search box and buttons.
 */
export function FloatingActions({
  language,
  phone,
  search,
}: {
  language: Language;
  /** The call button (it needs the hotline from the CMS). */
  phone: ReactNode;
  /** The search dialog's content; `close` shuts the dialog (after a search, say). */
  search: (close: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const [searchOpen, setSearchOpen] = useState(false);
  const close = () => setSearchOpen(false);
  const atTop = useAtTop();
  return (
    <div
      className={styles.actions}
      role="group"
      aria-label={intl.formatMessage({ id: 'shell.floating.label' })}
      data-at-top={atTop || undefined}
    >
      {/* The results page and its search form, as a link; once the app runs, its dialog. */}
      <SiteLink
        language={language}
        path="search-result"
        className={`${styles.action} ${styles.search}`}
        opensInPlace={() => setSearchOpen(true)}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'shell.floating.search' })}
        data-testid="floating-search"
      >
        <SearchIcon size={22} />
      </SiteLink>
      {phone}
      <SiteLink
        language={language}
        path="about-us/contact-us"
        className={`${styles.action} ${styles.contact}`}
        aria-label={intl.formatMessage({ id: 'shell.floating.contact' })}
        data-testid="floating-contact"
      >
        <ChatIcon size={22} />
      </SiteLink>
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={close}>{search(close)}</SearchDialog>
        </Suspense>
      ) : null}
    </div>
  );
}

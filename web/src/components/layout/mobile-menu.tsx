import type { Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '@/components/ui/nav-icons';
import { OnDemandPart, onDemand } from '@/components/ui/on-demand';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = {
  language: Language;
  hotline: ReactNode;
  preferences: ReactNode;
  projects: (close: () => void) => ReactNode;
};

// The drawer (react-aria's modal) is loaded when a finger, the pointer or the focus reaches
// the menu button; a tap made meanwhile opens it once it is in.
const drawer = onDemand(() => import('./mobile-menu-drawer'));

/** The menu button of small screens and, once wanted, its slide-in drawer (spec §2.8). */
export function MobileMenu(props: MobileMenuProps) {
  const intl = useIntl();
  return (
    <OnDemandPart
      part={drawer}
      placeholder={(triggerProps) => (
        <button
          type="button"
          className={styles.toggle}
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-label={intl.formatMessage({ id: 'header.menu.open' })}
          data-testid="mobile-menu-button"
          {...triggerProps}
        >
          <MenuIcon size={22} />
        </button>
      )}
      render={(module, wanted) => <module.MobileMenuDrawer {...props} wanted={wanted} />}
    />
  );
}

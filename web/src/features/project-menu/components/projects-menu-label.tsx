import { useIntl } from 'react-intl';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './projects-menu.module.css';

/** The trigger's text and chevron (turned while the list is open). */
export function ProjectsMenuLabel({ isOpen }: { isOpen: boolean }) {
  const intl = useIntl();
  return (
    <>
      {intl.formatMessage({ id: 'header.nav.apartments' })}
      <ChevronDownIcon size={16} className={isOpen ? styles.chevronOpen : styles.chevron} />
    </>
  );
}

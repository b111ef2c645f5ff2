import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/ui/modal';
import styles from './floating-actions.module.css';

/** The floating search button's dialog (loaded with the first search). */
export default function SearchDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Modal
      isOpen
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      size="wide"
      data-testid="search-dialog"
    >
      <Heading slot="title" className={styles.dialogTitle}>
        {intl.formatMessage({ id: 'shell.floating.searchTitle' })}
      </Heading>
      {children}
    </Modal>
  );
}

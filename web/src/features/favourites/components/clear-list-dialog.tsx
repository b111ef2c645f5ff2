import { Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { SavedList } from '../utils/saved-list';
import styles from './saved-list-page.module.css';

/** "Clear all" asks first. */
export function ClearListDialog({
  list,
  isOpen,
  onClose,
  onClear,
  isPending,
}: {
  list: SavedList;
  isOpen: boolean;
  onClose: () => void;
  onClear: () => void;
  isPending: boolean;
}) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'saved.confirm.cancel' })}
      data-testid="saved-confirm"
    >
      <Heading slot="title" className={styles.confirmTitle}>
        {intl.formatMessage({
          id: list === 'favourites' ? 'saved.favourites.confirmTitle' : 'saved.history.confirmTitle',
        })}
      </Heading>
      <p className={styles.confirmBody}>{intl.formatMessage({ id: 'saved.confirm.body' })}</p>
      <div className={styles.confirmActions}>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: 'saved.confirm.cancel' })}
        </Button>
        <Button onPress={onClear} isPending={isPending} data-testid="saved-confirm-clear">
          {intl.formatMessage({ id: 'saved.confirm.clear' })}
        </Button>
      </div>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button, Dialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

/**
 * A centred dialog (a bottom sheet on phones). react-aria traps focus inside, moves it to the
 * first field, closes on Escape or a click outside, and gives it back to the opener.
 * Put a `<Heading slot="title">` inside: it names the dialog.
 */
export function Modal({
  isOpen,
  onClose,
  closeLabel,
  children,
  size = 'default',
  isDismissable = true,
  'data-testid': testId,
}: {
  isOpen: boolean;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** `wide` for content that needs room, such as the search form. */
  size?: 'default' | 'wide';
  /** false for a static backdrop (spec §2.10): a click outside leaves it open; Escape still closes. */
  isDismissable?: boolean;
  'data-testid'?: string;
}) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
    >
      <AriaModal className={`${styles.modal} ${size === 'wide' ? styles.wide : ''}`}>
        <Dialog className={styles.dialog} data-testid={testId}>
          <Button className={styles.close} slot="close" aria-label={closeLabel}>
            <CloseIcon size={20} />
          </Button>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

import type { EnquiryKind, Language } from '@stayvn/shared';
import { Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { EnquiryForm } from './enquiry-form';
import styles from './enquiry-dialog.module.css';

/**
 * The contact/enquiry modal (spec §2.10): a static backdrop, so a click beside it loses nothing
 * typed (Escape and the close button still close it). Opened from a long-term apartment's
 * "Contact us", the favourites and history pages (several properties) and the office quote.
 */
export function EnquiryDialog({
  kind,
  language,
  propertyIds,
  propertyNames,
  isOpen,
  onClose,
  onSent,
}: {
  kind: EnquiryKind;
  language: Language;
  propertyIds?: string[];
  propertyNames?: string[];
  isOpen: boolean;
  onClose: () => void;
  /** After the enquiry was stored (the dialog closes unless this navigates away). */
  onSent?: () => void;
}) {
  const intl = useIntl();
  const quote = kind === 'office_quote';
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'enquiry.close' })}
      size="wide"
      isDismissable={false}
      data-testid="enquiry-dialog"
    >
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {intl.formatMessage({ id: quote ? 'enquiry.quoteTitle' : 'enquiry.title' })}
        </Heading>
        <p className={styles.lead}>
          {intl.formatMessage({ id: quote ? 'enquiry.quoteLead' : 'enquiry.lead' })}
        </p>
      </div>
      <EnquiryForm
        kind={kind}
        language={language}
        propertyIds={propertyIds}
        propertyNames={propertyNames}
        onSent={() => {
          onSent?.();
          onClose();
        }}
        secondaryAction={
          <Button variant="secondary" onPress={onClose} data-testid="enquiry-cancel">
            {intl.formatMessage({ id: 'enquiry.cancel' })}
          </Button>
        }
      />
    </Modal>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/ui/modal';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { pickSupportContact, supportSettingQueryOptions } from '../api/get-support-contact';
import styles from './property-detail.module.css';

/**
 * Long stays are enquired about, not booked (spec §4 "Contact us opens the enquiry modal").
 * Until the enquiry form and its endpoint exist, the dialog gives the city's hotline and support
 * e-mail from the CMS site setting and a link to the contact page.
 */
export function ContactDialog({
  isOpen,
  onClose,
  propertyName,
  cityCode,
  contactLink,
}: {
  isOpen: boolean;
  onClose: () => void;
  propertyName: string;
  cityCode: string | null | undefined;
  contactLink: ReactNode;
}) {
  const intl = useIntl();
  const setting = useQuery({ ...supportSettingQueryOptions(), enabled: isOpen });
  const contact = setting.data ? pickSupportContact(setting.data, cityCode) : null;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'detail.contact.close' })}
      data-testid="contact-dialog"
    >
      <Heading slot="title" className={styles.dialogTitle}>
        {intl.formatMessage({ id: 'detail.contact.title' })}
      </Heading>
      <p className={styles.dialogLead}>
        {intl.formatMessage({ id: 'detail.contact.lead' }, { name: propertyName })}
      </p>
      {setting.isPending ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'app.loading' })}</p>
      ) : (
        <ul className={styles.contactList}>
          {contact?.phone ? (
            <li>
              <PhoneIcon size={18} />
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} data-testid="contact-phone">
                {contact.phone}
              </a>
            </li>
          ) : null}
          {contact?.email ? (
            <li>
              <MailIcon size={18} />
              <a
                href={`mailto:${contact.email}?subject=${encodeURIComponent(propertyName)}`}
                data-testid="contact-email"
              >
                {contact.email}
              </a>
            </li>
          ) : null}
        </ul>
      )}
      <div className={styles.dialogActions}>{contactLink}</div>
    </Modal>
  );
}

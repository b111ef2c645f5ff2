import type { Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LazyEnquiryForm } from './lazy-enquiry';
import styles from './contact-us-section.module.css';

/**
 * The contact-us page's form (its text says "use the form on this page"), with the route's
 * `aside` (the phones and e-mails) beside it on wide screens and below it on phones.
 */
export function ContactUsSection({ language, aside }: { language: Language; aside?: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="contact-form-title" data-testid="contact-us-section">
      <div className={styles.form}>
        <h2 id="contact-form-title" className={styles.title}>
          {intl.formatMessage({ id: 'enquiry.contactTitle' })}
        </h2>
        <p className={styles.lead}>{intl.formatMessage({ id: 'enquiry.contactLead' })}</p>
        <LazyEnquiryForm kind="contact" language={language} data-testid="contact-us-form" />
      </div>
      {aside}
    </section>
  );
}

import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { LazyEnquiryForm } from './lazy-enquiry';
import styles from './contact-us-section.module.css';

/** The contact-us page's form (its text says "use the form on this page"). */
export function ContactUsSection({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="contact-form-title" data-testid="contact-us-section">
      <h2 id="contact-form-title" className={styles.title}>
        {intl.formatMessage({ id: 'enquiry.contactTitle' })}
      </h2>
      <p className={styles.lead}>{intl.formatMessage({ id: 'enquiry.contactLead' })}</p>
      <LazyEnquiryForm kind="contact" language={language} data-testid="contact-us-form" />
    </section>
  );
}

import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { SupportForm } from './support-form';
import styles from './forms.module.css';

/** The support page's form for existing tenants, under its title and lead. */
export function SupportFormSection({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <section
      className={`container ${styles.page}`}
      aria-labelledby="support-form-title"
      data-testid="support-section"
    >
      <div className={styles.card}>
        <div>
          <h2 id="support-form-title" className={styles.cardTitle}>
            {intl.formatMessage({ id: 'supportForm.title' })}
          </h2>
          <p className={styles.hint}>{intl.formatMessage({ id: 'supportForm.lead' })}</p>
        </div>
        <SupportForm language={language} />
      </div>
    </section>
  );
}

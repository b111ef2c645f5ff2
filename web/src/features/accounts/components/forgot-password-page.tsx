import type { Language } from '@stayvn/shared';
import { ForgotPasswordForm } from './forgot-password-form';
import styles from './account-page.module.css';

export function ForgotPasswordPage({
  language,
  onBackToLogin,
}: {
  language: Language;
  onBackToLogin: () => void;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card}>
        <ForgotPasswordForm language={language} onBackToLogin={onBackToLogin} headingLevel={1} />
      </section>
    </div>
  );
}

import { useIntl } from 'react-intl';
import styles from './brand.module.css';

/** The StayVN word mark; the roof drawn over the text is decorative. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'app.brand' });
  return (
    <span className={`${styles.brand} ${inverted ? styles.inverted : ''}`} data-testid="brand">
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={styles.markBg} />
        <path d="M7 16.5 16 9l9 7.5" className={styles.markRoof} />
        <path d="M11 15v8h10v-8" className={styles.markHouse} />
        <circle cx="16" cy="18.5" r="1.8" className={styles.markDot} />
      </svg>
      <span className={styles.word}>{name}</span>
    </span>
  );
}

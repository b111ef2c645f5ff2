import { useIntl } from 'react-intl';
import { PhoneIcon } from '@/components/ui/icons';
import { useSiteSetting } from '../api/get-site-setting';
import { telHref } from '../utils/tel-href';
import styles from './hotline-link.module.css';

/**
 * The hotline from the CMS site setting. It is a convenience, not the page: while loading,
 * or when the CMS cannot be reached, nothing is shown rather than an error in the header.
 */
const testIds = {
  header: 'hotline',
  topbar: 'hotline',
  drawer: 'drawer-hotline',
  footer: 'footer-hotline',
  floating: 'floating-phone',
  contact: 'contact-hotline',
} as const;

export function HotlineLink({ variant }: { variant: keyof typeof testIds }) {
  const intl = useIntl();
  const { data } = useSiteSetting();
  const phone = data?.hotline;
  if (!phone) return null;
  return (
    <a
      href={telHref(phone)}
      className={`${styles.link} ${styles[variant]}`}
      aria-label={intl.formatMessage({ id: 'header.hotline.call' }, { phone })}
      data-testid={testIds[variant]}
    >
      <span className={styles.icon}>
        <PhoneIcon size={16} />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{intl.formatMessage({ id: 'header.hotline.label' })}</span>
        <span className={styles.phone}>{phone}</span>
      </span>
    </a>
  );
}

import { useIntl } from 'react-intl';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { SocialIcon } from '@/components/ui/nav-icons';
import { contactsOfType, useSiteSetting } from '../api/get-site-setting';
import { telHref } from '../utils/tel-href';
import styles from './footer-contacts.module.css';

/** Support type 1 answers residence enquiries: the contacts a visitor of the site needs. */
const residenceSupportType = 1;

/** The footer's support phone and e-mail per city, from the CMS site setting. */
export function SupportContacts() {
  const intl = useIntl();
  const { data } = useSiteSetting();
  const contacts = contactsOfType(data?.supportContacts ?? [], residenceSupportType);
  if (contacts.length === 0) return null;
  return (
    <ul className={styles.contacts} data-testid="support-contacts">
      {contacts.map((contact) => (
        <li key={contact.cityCode} className={styles.contact} data-testid="support-contact">
          <p className={styles.city}>{intl.formatMessage({ id: `city.${contact.cityCode}` })}</p>
          <a className={styles.line} href={telHref(contact.phone)}>
            <PhoneIcon size={14} />
            {contact.phone}
          </a>
          <a className={styles.line} href={`mailto:${contact.emailSupport}`}>
            <MailIcon size={14} />
            {contact.emailSupport}
          </a>
        </li>
      ))}
    </ul>
  );
}

const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  zalo: 'Zalo',
  line: 'LINE',
  x: 'X',
};

/** The social networks from the site setting, as round icon links named after the network. */
export function SocialLinks() {
  const intl = useIntl();
  const { data } = useSiteSetting();
  const links = data?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <ul
      className={styles.social}
      aria-label={intl.formatMessage({ id: 'footer.social' })}
      data-testid="social-links"
    >
      {links.map((link) => (
        <li key={link.url}>
          <a
            className={styles.socialLink}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={networkNames[link.network] ?? link.network}
            data-testid="social-link"
          >
            <SocialIcon network={link.network} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

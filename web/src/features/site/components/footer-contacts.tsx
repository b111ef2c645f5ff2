import { useIntl } from 'react-intl';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { SocialIcon } from '@/components/ui/nav-icons';
import { contactsOfType, useSiteSetting, type SupportContact } from '../api/get-site-setting';
import { telHref } from '../utils/tel-href';
import styles from './footer-contacts.module.css';

/**
 * The support contact types: who answers residence enquiries, who office enquiries. Here rather
 * than with the query, which the header loads on every page: only the footer and the contact
 * page need them.
 */
export const supportType = { residence: 1, office: 4 } as const;

/** A support contact's phone and e-mail as links (the footer and the contact page show them). */
export function ContactLines({ contact, className }: { contact: SupportContact; className?: string }) {
  return (
    <>
      <a className={className} href={telHref(contact.phone)}>
        <PhoneIcon size={14} />
        {contact.phone}
      </a>
      <a className={className} href={`mailto:${contact.emailSupport}`}>
        <MailIcon size={14} />
        {contact.emailSupport}
      </a>
    </>
  );
}

/** The footer's support phone and e-mail per city for residences (what most visitors ask about). */
export function SupportContacts() {
  const intl = useIntl();
  const { data } = useSiteSetting();
  const contacts = contactsOfType(data?.supportContacts ?? [], supportType.residence);
  if (contacts.length === 0) return null;
  return (
    <ul className={styles.contacts} data-testid="support-contacts">
      {contacts.map((contact) => (
        <li key={contact.cityCode} className={styles.contact} data-testid="support-contact">
          <p className={styles.city}>{intl.formatMessage({ id: `city.${contact.cityCode}` })}</p>
          <ContactLines contact={contact} className={styles.line} />
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

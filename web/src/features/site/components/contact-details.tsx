import { cityCodes } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { useSiteSetting, type SupportContact } from '../api/get-site-setting';
import { ContactLines, supportType } from './footer-contacts';
import { HotlineLink } from './hotline-link';
import styles from './contact-details.module.css';

/**
 * The contact page's phones and e-mails, beside its form: the hotline, then per city who answers
 * residence and office enquiries. All from the CMS site setting, as the header and footer, so
 * the page's text names none of its own.
 */
export function ContactDetails() {
  const intl = useIntl();
  const { data } = useSiteSetting();
  const contacts = data?.supportContacts ?? [];
  const cities = cityCodes.filter((code) => contacts.some((contact) => contact.cityCode === code));
  if (!data?.hotline && cities.length === 0) return null;
  const kinds = [
    { type: supportType.residence, label: intl.formatMessage({ id: 'contactDetails.residences' }) },
    { type: supportType.office, label: intl.formatMessage({ id: 'contactDetails.offices' }) },
  ];
  const contactOf = (cityCode: string, type: number): SupportContact | undefined =>
    contacts.find((contact) => contact.cityCode === cityCode && contact.type === type);
  return (
    <aside className={styles.details} aria-labelledby="contact-details-title" data-testid="contact-details">
      <h2 id="contact-details-title" className={styles.title}>
        {intl.formatMessage({ id: 'contactDetails.title' })}
      </h2>
      {data?.hotline ? (
        <div className={styles.hotline}>
          <HotlineLink variant="contact" />
          <p className={styles.note}>{intl.formatMessage({ id: 'contactDetails.hotlineNote' })}</p>
        </div>
      ) : null}
      <ul className={styles.cities}>
        {cities.map((cityCode) => (
          <li key={cityCode} className={styles.city} data-testid="contact-city">
            <h3 className={styles.cityName}>{intl.formatMessage({ id: `city.${cityCode}` })}</h3>
            {kinds.map(({ type, label }) => {
              const contact = contactOf(cityCode, type);
              if (!contact) return null;
              return (
                <div key={type} className={styles.kind}>
                  <p className={styles.kindName}>{label}</p>
                  <ContactLines contact={contact} className={styles.line} />
                </div>
              );
            })}
          </li>
        ))}
      </ul>
    </aside>
  );
}

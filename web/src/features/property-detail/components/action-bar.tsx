import type { Language, PropertyCard } from '@stayvn/shared';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { cardPrice, priceUnitOf } from '@/components/property-card/card-format';
import { buttonClassName } from '@/components/ui/button-class';
import { SiteLink } from '@/components/ui/site-link';
import type { PropertyDetail } from '../api/get-property-detail';
import { unitMessage } from './summary-card';
import styles from './action-bar.module.css';

/**
 * Issue 31: on small screens the price and Book now / Contact us stay at the bottom of the
 * screen, as guests know from the big booking sites, instead of waiting below the description.
 * Both actions are links, so a page not yet taken over by its scripts still gets there: Book now
 * to the payment summary, Contact us to the contact page. Once the app runs, Book now asks an
 * anonymous visitor to log in first, and Contact us opens the enquiry dialog in place.
 */
export function ActionBar({
  language,
  property,
  price,
  isLoggedIn,
  requireLogin,
  onContact,
}: {
  language: Language;
  property: PropertyDetail;
  price: Pick<PropertyCard, 'price' | 'offerPrice' | 'isOffer'> | null;
  isLoggedIn: boolean;
  requireLogin: () => void;
  onContact: () => void;
}) {
  const intl = useIntl();
  const shown = price ? cardPrice({ ...price, kind: property.kind, typeCode: property.typeCode }) : null;
  const bookable = property.kind === 'apartment' && property.typeCode === 'short';
  const onBook = (event: MouseEvent) => {
    if (isLoggedIn) return;
    event.preventDefault();
    requireLogin();
  };
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label={intl.formatMessage({ id: 'detail.actionBar' })}
      data-testid="detail-action-bar"
    >
      <p className={styles.price} data-testid="action-bar-price">
        {shown ? (
          <>
            <strong className={shown.regular ? styles.offer : styles.amount}>{shown.current}</strong>
            {shown.regular ? <s className={styles.regular}>{shown.regular}</s> : null}
            <span className={styles.unit}>
              {intl.formatMessage({ id: unitMessage[priceUnitOf(property)] })}
            </span>
          </>
        ) : (
          <strong className={styles.amount}>{intl.formatMessage({ id: 'detail.priceOnRequest' })}</strong>
        )}
      </p>
      {bookable ? (
        <SiteLink
          language={language}
          path={`payment-summary/${property.documentId}`}
          className={`${buttonClassName()} ${styles.action}`}
          onClick={onBook}
          data-testid="action-bar-book"
        >
          {intl.formatMessage({ id: 'detail.bookNow' })}
        </SiteLink>
      ) : (
        <SiteLink
          language={language}
          path="about-us/contact-us"
          className={`${buttonClassName()} ${styles.action}`}
          opensInPlace={onContact}
          data-testid="action-bar-contact"
        >
          {intl.formatMessage({ id: 'detail.contactUs' })}
        </SiteLink>
      )}
    </div>
  );
}

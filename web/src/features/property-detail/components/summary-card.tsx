import type { Language, PropertyCard } from '@stayvn/shared';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { cardPrice, priceUnitOf, type PriceUnit } from '@/components/property-card/card-format';
import { buttonClassName } from '@/components/ui/button-class';
import { SiteLink } from '@/components/ui/site-link';
import { AreaIcon, BedIcon, PinIcon, UserIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n';
import type { StayDates } from '@/components/stay-dates/stay-rules';
import type { PropertyDetail } from '../api/get-property-detail';
import { BookStayForm } from './book-stay-form';
import styles from './property-detail.module.css';

export const unitMessage: Record<PriceUnit, MessageId> = {
  month: 'card.perMonth',
  day: 'card.perDay',
  sqmMonth: 'card.perSqmMonth',
};

/**
 * Price and key facts beside every tab, with the call to action: Book now for short stays,
 * Contact us for long stays and offices (spec §4). Contact us is a link to the contact page,
 * which the script turns into opening the enquiry dialog in place.
 */
export function SummaryCard({
  language,
  property,
  price,
  onBook,
  onContact,
}: {
  language: Language;
  property: PropertyDetail;
  price: Pick<PropertyCard, 'price' | 'offerPrice' | 'isOffer'> | null;
  onBook: (dates: StayDates | null) => void;
  onContact: () => void;
}) {
  const intl = useIntl();
  const shown = price ? cardPrice({ ...price, kind: property.kind, typeCode: property.typeCode }) : null;
  const unit = priceUnitOf(property);
  const bookable = property.kind === 'apartment' && property.typeCode === 'short';
  return (
    <section className={styles.summary} aria-labelledby="summary-title" data-testid="detail-summary">
      <h2 id="summary-title" className="visually-hidden">
        {intl.formatMessage({ id: 'detail.summary' })}
      </h2>
      <p className={styles.price} data-testid="detail-price">
        {shown ? (
          shown.regular ? (
            <>
              <span className="visually-hidden">{intl.formatMessage({ id: 'card.offerPrice' })}</span>
              <strong className={`${styles.amount} ${styles.offerAmount}`}>{shown.current}</strong>
              <span className="visually-hidden">{intl.formatMessage({ id: 'card.regularPrice' })}</span>
              <s className={styles.regular} data-testid="detail-regular-price">
                {shown.regular}
              </s>
            </>
          ) : (
            <strong className={styles.amount}>{shown.current}</strong>
          )
        ) : (
          <strong className={styles.amount}>{intl.formatMessage({ id: 'detail.priceOnRequest' })}</strong>
        )}
        {shown ? <span className={styles.unit}>{intl.formatMessage({ id: unitMessage[unit] })}</span> : null}
      </p>
      <dl className={styles.facts}>
        {property.kind === 'apartment' ? (
          <div>
            <dt>
              <BedIcon size={18} />
              {intl.formatMessage({ id: 'detail.fact.bedroom' })}
            </dt>
            <dd data-testid="detail-bedroom">
              {property.bedroomType?.name ?? intl.formatMessage({ id: 'card.studio' })}
            </dd>
          </div>
        ) : property.capacity ? (
          <div>
            <dt>
              <UserIcon size={18} />
              {intl.formatMessage({ id: 'detail.fact.capacity' })}
            </dt>
            <dd>{intl.formatMessage({ id: 'detail.fact.people' }, { count: property.capacity })}</dd>
          </div>
        ) : null}
        {property.size ? (
          <div>
            <dt>
              <AreaIcon size={18} />
              {intl.formatMessage({ id: 'detail.fact.size' })}
            </dt>
            <dd data-testid="detail-size">
              {intl.formatMessage({ id: 'card.size' }, { size: property.size })}
            </dd>
          </div>
        ) : null}
        {property.district ? (
          <div>
            <dt>
              <PinIcon size={18} />
              {intl.formatMessage({ id: 'detail.fact.district' })}
            </dt>
            <dd data-testid="detail-district">{property.district.name}</dd>
          </div>
        ) : null}
      </dl>
      {bookable ? (
        <BookStayForm language={language} propertyId={property.documentId} onBook={onBook} />
      ) : (
        <SiteLink
          language={language}
          path="about-us/contact-us"
          className={buttonClassName('primary', true)}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            onContact();
          }}
          data-testid="detail-contact"
        >
          {intl.formatMessage({ id: 'detail.contactUs' })}
        </SiteLink>
      )}
      <p className={styles.summaryNote}>
        {intl.formatMessage({
          id: bookable
            ? 'detail.bookNote'
            : property.kind === 'office'
              ? 'detail.officeNote'
              : 'detail.contactNote',
        })}
      </p>
    </section>
  );
}

import type { Language, PropertyCard as PropertyCardData } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { AreaIcon, BedIcon, ImageIcon, PinIcon } from '@/components/ui/icons';
import {
  bedroomLabel,
  cardPrice,
  normaliseName,
  propertyOverviewSplat,
  type PriceUnit,
} from '../utils/card-format';
import styles from './property-card.module.css';

const unitMessage: Record<PriceUnit, MessageId> = {
  month: 'card.perMonth',
  day: 'card.perDay',
  sqmMonth: 'card.perSqmMonth',
};

export function PropertyCard({ property, language }: { property: PropertyCardData; language: Language }) {
  const intl = useIntl();
  const name = normaliseName(property.name);
  const bedrooms = bedroomLabel(property.bedrooms);
  const price = cardPrice(property);
  const titleId = `property-${property.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="hot-apartment-card">
      <div className={styles.media}>
        {property.image ? (
          <img
            src={property.image.url}
            alt={property.image.alt ?? ''}
            width={property.image.width ?? undefined}
            height={property.image.height ?? undefined}
            loading="lazy"
            className={styles.image}
          />
        ) : (
          <div className={styles.noImage}>
            <ImageIcon size={28} />
            <span>{intl.formatMessage({ id: 'card.noImage' })}</span>
          </div>
        )}
        <div className={styles.badges}>
          {price.regular ? (
            <span className={`${styles.badge} ${styles.offerBadge}`}>
              {intl.formatMessage({ id: 'card.offer' })}
            </span>
          ) : null}
          <span className={styles.badge}>
            {intl.formatMessage({ id: property.typeCode === 'short' ? 'card.short' : 'card.long' })}
          </span>
        </div>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {/* The stretched link makes the whole card clickable while the name stays its accessible text. */}
          <Link
            to="/$lang/$"
            params={{ lang: language, _splat: propertyOverviewSplat(property) }}
            search={{ home: true }}
            className={styles.link}
            data-testid="hot-apartment-link"
          >
            {name}
          </Link>
        </h3>
        {property.district ? (
          <p className={styles.district} data-testid="card-district">
            <PinIcon size={15} />
            {property.district}
          </p>
        ) : null}
        <ul className={styles.facts}>
          <li data-testid="card-bedrooms">
            <BedIcon size={16} />
            {bedrooms.kind === 'studio'
              ? intl.formatMessage({ id: 'card.studio' })
              : intl.formatMessage({ id: 'card.bedrooms' }, { count: bedrooms.count })}
          </li>
          {property.size ? (
            <li data-testid="card-size">
              <AreaIcon size={16} />
              {intl.formatMessage({ id: 'card.size' }, { size: property.size })}
            </li>
          ) : null}
        </ul>
        <p className={styles.price} data-testid="card-price">
          {price.regular ? (
            <>
              <span className="visually-hidden">{intl.formatMessage({ id: 'card.offerPrice' })}</span>
              <strong className={`${styles.amount} ${styles.offerAmount}`}>{price.current}</strong>
              <span className="visually-hidden">{intl.formatMessage({ id: 'card.regularPrice' })}</span>
              <s className={styles.regular} data-testid="card-regular-price">
                {price.regular}
              </s>
            </>
          ) : (
            <strong className={styles.amount}>{price.current}</strong>
          )}
          <span className={styles.unit}>{intl.formatMessage({ id: unitMessage[price.unit] })}</span>
        </p>
      </div>
    </article>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: '70%' }} />
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: '40%' }} />
        <div className={`${styles.line} ${styles.shimmer}`} style={{ width: '55%' }} />
      </div>
    </div>
  );
}

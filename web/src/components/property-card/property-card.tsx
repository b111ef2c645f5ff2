import type { Language, PropertyCard as PropertyCardData } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AreaIcon,
  BedIcon,
  BuildingIcon,
  HeartIcon,
  ImageIcon,
  MailIcon,
  PinIcon,
} from '@/components/ui/icons';
import { likedIdsAtoms, toggleLikedAtom } from '@/lib/local-lists';
import {
  bedroomLabel,
  cardImageOf,
  cardPrice,
  cardSrcSet,
  normaliseName,
  propertyCardSplat,
  type CardLinkTarget,
  priceUnitMessage,
} from './card-format';
import { CardContactContext } from './card-contact';
import styles from './property-card.module.css';
import { siteTo } from '@/components/ui/site-link';

/** Cards sit three to a row on desktop, two on tablets and one on phones. */
const imageSizes = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** The heart: adds or removes the property in the local liked list of its type (spec §4). */
function LikeToggle({ property, name }: { property: PropertyCardData; name: string }) {
  const intl = useIntl();
  const liked = useAtomValue(likedIdsAtoms[property.kind]).includes(property.id);
  const toggle = useSetAtom(toggleLikedAtom);
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      onClick={() => toggle(property.kind, property.id)}
      aria-label={intl.formatMessage({ id: 'card.like' }, { name })}
      data-testid="card-like"
    >
      <HeartIcon size={20} filled={liked} />
    </button>
  );
}

/**
 * A long-term apartment's "Contact us" (spec §2.10: the enquiry modal opens from apartment
 * cards too), where the page gives cards the modal.
 */
function ContactButton({ property, name }: { property: PropertyCardData; name: string }) {
  const intl = useIntl();
  const render = useContext(CardContactContext);
  const [open, setOpen] = useState(false);
  if (!render) return null;
  return (
    <>
      <button
        type="button"
        className={styles.contact}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'card.contactAbout' }, { name })}
        data-testid="card-contact"
      >
        <MailIcon size={16} />
        {intl.formatMessage({ id: 'card.contact' })}
      </button>
      {render({ isOpen: open, onClose: () => setOpen(false), propertyId: property.id, propertyName: name })}
    </>
  );
}

export type PropertyCardProps = {
  property: PropertyCardData;
  language: Language;
  /** Which list the card belongs to; it picks the detail path (see `propertyCardSplat`). */
  linkTarget?: CardLinkTarget;
  /** Adds `?home=true` so the detail page hides the section crumb (cards on the home page). */
  fromHome?: boolean;
  /** Test ids are `{testId}-card` and `{testId}-link`. */
  testId?: string;
  /** Marks the card picked on the map. */
  highlighted?: boolean;
  /** Title heading level, so lists under an h2 keep a tidy outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a list, in view at once: their pictures are fetched early, not lazily. */
  priority?: boolean;
};

export function PropertyCard({
  property,
  language,
  linkTarget = 'serviced-apartments',
  fromHome = false,
  testId = 'property',
  highlighted = false,
  headingLevel: Heading = 'h3',
  priority = false,
}: PropertyCardProps) {
  const intl = useIntl();
  const name = normaliseName(property.name);
  const bedrooms = bedroomLabel(property.bedrooms);
  const price = cardPrice(property);
  const image = cardImageOf(property);
  const titleId = `property-${property.id}`;
  return (
    <article
      className={`${styles.card}${highlighted ? ` ${styles.highlighted}` : ''}`}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      data-testid={`${testId}-card`}
      data-property-id={property.id}
    >
      <div className={styles.media}>
        {image ? (
          <img
            src={image.url}
            srcSet={cardSrcSet(image)}
            sizes={imageSizes}
            alt={image.alt ?? ''}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
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
            {intl.formatMessage({
              id:
                property.kind === 'office'
                  ? 'card.office'
                  : property.typeCode === 'short'
                    ? 'card.short'
                    : 'card.long',
            })}
          </span>
        </div>
        <LikeToggle property={property} name={name} />
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.name}>
          {/* The stretched link makes the whole card clickable while the name stays its accessible text. */}
          <Link
            to={siteTo(language, propertyCardSplat(property, linkTarget))}
            search={fromHome ? { home: true } : {}}
            className={styles.link}
            data-testid={`${testId}-link`}
          >
            {name}
          </Link>
        </Heading>
        {property.projectName ? (
          <p className={styles.meta} data-testid="card-project">
            <BuildingIcon size={15} />
            {normaliseName(property.projectName)}
          </p>
        ) : null}
        {property.district ? (
          <p className={styles.meta} data-testid="card-district">
            <PinIcon size={15} />
            {property.district}
          </p>
        ) : null}
        <ul className={styles.facts}>
          {property.kind === 'apartment' ? (
            <li data-testid="card-bedrooms">
              <BedIcon size={16} />
              {bedrooms.kind === 'studio'
                ? intl.formatMessage({ id: 'card.studio' })
                : intl.formatMessage({ id: 'card.bedrooms' }, { count: bedrooms.count })}
            </li>
          ) : null}
          {property.size ? (
            <li data-testid="card-size">
              <AreaIcon size={16} />
              {intl.formatMessage({ id: 'card.size' }, { size: property.size })}
            </li>
          ) : null}
        </ul>
        <div className={styles.foot}>
          <p className={styles.price} data-testid="card-price">
            {price.regular ? (
              <>
                <span className="visually-hidden">{intl.formatMessage({ id: 'card.offerPrice' })}</span>
                <strong className={`${styles.amount} ${styles.offerAmount}`} data-testid="card-amount">
                  {price.current}
                </strong>
                <span className="visually-hidden">{intl.formatMessage({ id: 'card.regularPrice' })}</span>
                <s className={styles.regular} data-testid="card-regular-price">
                  {price.regular}
                </s>
              </>
            ) : (
              <strong className={styles.amount} data-testid="card-amount">
                {price.current}
              </strong>
            )}
            <span className={styles.unit} data-testid="card-unit" data-unit={price.unit}>
              {intl.formatMessage({ id: priceUnitMessage[price.unit] })}
            </span>
            {price.monthly ? (
              <span className={styles.monthly} data-testid="card-monthly">
                {intl.formatMessage({ id: 'card.monthlyEquivalent' }, { amount: price.monthly })}
              </span>
            ) : null}
          </p>
          {property.kind === 'apartment' && property.typeCode === 'long' ? (
            <ContactButton property={property} name={name} />
          ) : null}
        </div>
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

/** A grid of placeholder cards while a list loads. */
export function PropertyGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { Language, PropertyCard as PropertyCardData } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { AreaIcon, BedIcon, BuildingIcon, MailIcon, PinIcon } from '@/components/ui/icons';
import {
  bedroomLabel,
  cardPrice,
  normaliseName,
  propertyCardSplat,
  type CardLinkTarget,
} from './card-format';
import { CardContactContext } from './card-contact';
import { CardMedia } from './card-media';
import { CardPriceLine } from './card-price-line';
import styles from './property-card.module.css';
import { SiteLink, siteTo } from '@/components/ui/site-link';

/**
 * A long-term apartment's "Contact us" (spec §2.10: the enquiry modal opens from apartment
 * cards too), where the page gives cards the modal.
 */
function ContactButton({
  property,
  name,
  language,
}: {
  property: PropertyCardData;
  name: string;
  language: Language;
}) {
  const intl = useIntl();
  const render = useContext(CardContactContext);
  const [open, setOpen] = useState(false);
  if (!render) return null;
  return (
    <>
      {/* The contact page, as a link (as the detail's "Contact us"); once the app runs, the modal. */}
      <SiteLink
        language={language}
        path="about-us/contact-us"
        className={styles.contact}
        opensInPlace={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'card.contactAbout' }, { name })}
        data-testid="card-contact"
      >
        <MailIcon size={16} />
        {intl.formatMessage({ id: 'card.contact' })}
      </SiteLink>
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
  const titleId = `property-${property.id}`;
  return (
    <article
      className={`${styles.card}${highlighted ? ` ${styles.highlighted}` : ''}`}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      data-testid={`${testId}-card`}
      data-property-id={property.id}
    >
      <CardMedia property={property} name={name} offer={Boolean(price.regular)} priority={priority} />
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
          <CardPriceLine price={price} />
          {property.kind === 'apartment' && property.typeCode === 'long' ? (
            <ContactButton property={property} name={name} language={language} />
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

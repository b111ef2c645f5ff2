import type { PropertyCard as PropertyCardData } from '@stayvn/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { HeartIcon, ImageIcon } from '@/components/ui/icons';
import { likedIdsAtoms, toggleLikedAtom } from '@/lib/local-lists';
import { cardImageOf, cardSrcSet } from './card-format';
import styles from './property-card.module.css';

/** Cards sit three to a row on desktop, two on tablets and one on phones. */
const imageSizes = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/**
 * The heart: adds or removes the property in the local liked list of its type (spec §4). The
 * list is the browser's, so the heart comes with the app (`needs-app`, global.css).
 */
function LikeToggle({ property, name }: { property: PropertyCardData; name: string }) {
  const intl = useIntl();
  const liked = useAtomValue(likedIdsAtoms[property.kind]).includes(property.id);
  const toggle = useSetAtom(toggleLikedAtom);
  return (
    <button
      type="button"
      className={`${styles.like} needs-app`}
      aria-pressed={liked}
      onClick={() => toggle(property.kind, property.id)}
      aria-label={intl.formatMessage({ id: 'card.like' }, { name })}
      data-testid="card-like"
    >
      <HeartIcon size={20} filled={liked} />
    </button>
  );
}

/** The card's picture (or a placeholder), its offer and type badges and the heart. */
export function CardMedia({
  property,
  name,
  offer,
  priority,
}: {
  property: PropertyCardData;
  name: string;
  /** The property is on offer: a badge says so. */
  offer: boolean;
  /** The picture is fetched early, not lazily. */
  priority: boolean;
}) {
  const intl = useIntl();
  const image = cardImageOf(property);
  return (
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
        {offer ? (
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
  );
}

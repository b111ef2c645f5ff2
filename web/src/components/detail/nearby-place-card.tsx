import { Button } from 'react-aria-components';
import { ChevronDownIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import type { LocationLabels, NearbyPlace } from './location-types';
import styles from './location.module.css';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The card of the chosen nearby place (picture, name, walking distance, address, phone). */
export function NearbyPlaceCard({
  place,
  labels,
  onBack,
}: {
  place: NearbyPlace;
  labels: LocationLabels;
  /** Back to the list of nearby places. */
  onBack: () => void;
}) {
  return (
    <article className={styles.placeCard} aria-labelledby="nearby-place-name" data-testid="nearby-card">
      <Button className={styles.back} onPress={onBack} data-testid="nearby-back">
        <ChevronDownIcon size={18} className={styles.backIcon} />
        {labels.back}
      </Button>
      {place.image ? (
        <img
          className={styles.placeImage}
          src={place.image.src}
          srcSet={place.image.srcSet || undefined}
          sizes="360px"
          width={place.image.width}
          height={place.image.height}
          alt={place.image.alt}
          loading="lazy"
        />
      ) : null}
      <h3 id="nearby-place-name" className={styles.placeName}>
        {place.name}
      </h3>
      {place.content ? <p className={styles.placeDistance}>{place.content}</p> : null}
      {place.address ? (
        <p className={styles.placeLine}>
          <PinIcon size={16} />
          {place.address}
        </p>
      ) : null}
      {place.phone ? (
        <p className={styles.placeLine}>
          <PhoneIcon size={16} />
          <a href={telHref(place.phone)} aria-label={labels.call(place.phone)}>
            {place.phone}
          </a>
        </p>
      ) : null}
    </article>
  );
}

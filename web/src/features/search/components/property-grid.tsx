import type { Language, PropertyCard as PropertyCardData } from '@stayvn/shared';
import { PropertyCard } from '@/components/property-card/property-card';
import type { CardLinkTarget } from '@/components/property-card/card-format';
import cardStyles from '@/components/property-card/property-card.module.css';

/** Cards three to a row from medium screens (spec §2.6), two on tablets, one on phones. */
// The first row on a wide screen: what is in view before any scrolling.
const priorityCards = 3;

export function PropertyGrid({
  properties,
  language,
  linkTarget,
  highlightedId,
  className,
  'data-testid': testId = 'listing-grid',
}: {
  properties: readonly PropertyCardData[];
  language: Language;
  linkTarget: CardLinkTarget;
  highlightedId?: string | null;
  /** Replaces the page grid, e.g. two columns beside a map. */
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <ul className={className ?? cardStyles.grid} data-testid={testId}>
      {properties.map((property, index) => (
        <li key={property.id} id={`card-${property.id}`}>
          <PropertyCard
            property={property}
            language={language}
            linkTarget={linkTarget}
            testId="listing"
            highlighted={highlightedId === property.id}
            priority={index < priorityCards}
          />
        </li>
      ))}
    </ul>
  );
}

import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ServiceIcon } from './service-icon';
import type { LocationLabels, NearbyCategory, NearbyPlace } from './location-types';
import styles from './location.module.css';

/** The nearby place categories as one disclosure group, each listing its places to choose. */
export function NearbyCategories({
  categories,
  expanded,
  onExpandedChange,
  onSelect,
  labels,
}: {
  categories: NearbyCategory[];
  expanded: Set<string>;
  onExpandedChange: (expanded: Set<string>) => void;
  onSelect: (place: NearbyPlace) => void;
  labels: LocationLabels;
}) {
  return (
    <DisclosureGroup
      className={styles.categories}
      expandedKeys={expanded}
      onExpandedChange={(keys) => onExpandedChange(new Set([...keys].map(String)))}
      data-testid="nearby-categories"
    >
      {categories.map((category) => (
        <Disclosure key={category.id} id={category.id} className={styles.category}>
          <Heading level={3} className={styles.categoryHeading}>
            <Button slot="trigger" className={styles.categoryTrigger} data-testid="nearby-category">
              <span className={styles.categoryIcon}>
                <ServiceIcon name={category.icon} size={18} />
              </span>
              <span className={styles.categoryName}>{category.name}</span>
              <span className={styles.categoryCount}>{labels.places(category.items.length)}</span>
              <ChevronDownIcon size={18} className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.categoryPanel}>
            <ul className={styles.places}>
              {category.items.map((place) => (
                <li key={place.id}>
                  <Button className={styles.place} onPress={() => onSelect(place)} data-testid="nearby-item">
                    <span className={styles.placeTitle}>{place.name}</span>
                    {place.content ? <span className={styles.placeMeta}>{place.content}</span> : null}
                  </Button>
                </li>
              ))}
            </ul>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

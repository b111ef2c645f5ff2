import type { Language, SearchSort } from '@stayvn/shared';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import type { CardLinkTarget } from '@/components/property-card/card-format';
import { SiteLink } from '@/components/ui/site-link';
import { cityIdAtom, currencyAtom } from '@/lib/preferences/atoms';
import { listingApiQuery } from '../utils/listing-search';
import { sortOf } from '../utils/search-filter';
import {
  withListingDefaults,
  type FilterSearchParams,
  type ListingSearchParams,
} from '../utils/search-params';
import { PageHeader } from './page-header';
import styles from './results.module.css';
import { SearchListing } from './search-listing';
import { SpecialListLinks } from './special-list-links';

/**
 * A page of cards from the booking-service search (results, serviced apartments): its header,
 * the search form the route gives, and the sorted, paged list of the route's search params.
 */
export function ListingPage({
  language,
  search,
  title,
  subtitle,
  form,
  linkTarget,
  onSort,
  'data-testid': testId,
}: {
  language: Language;
  search: ListingSearchParams & FilterSearchParams;
  title: string;
  subtitle?: string;
  form: ReactNode;
  linkTarget: CardLinkTarget;
  onSort: (sort: SearchSort) => void;
  'data-testid': string;
}) {
  const intl = useIntl();
  const currency = useAtomValue(currencyAtom);
  const defaultCityId = useAtomValue(cityIdAtom);
  return (
    <div className={`container ${styles.page}`} data-testid={testId}>
      <PageHeader language={language} title={title} subtitle={subtitle} />
      <div className={styles.formSlot}>{form}</div>
      {/* The other ways to find a property (spec §2.5: by project, by map, by destination; §2.6: the special lists). */}
      <nav
        className={styles.findModes}
        aria-label={intl.formatMessage({ id: 'listing.findProperty.modes' })}
        data-testid="find-modes"
      >
        <SiteLink language={language} path="find-property/by-map">
          {intl.formatMessage({ id: 'footer.link.byMap' })}
        </SiteLink>
        <SiteLink language={language} path="find-property/by-property">
          {intl.formatMessage({ id: 'footer.link.byProject' })}
        </SiteLink>
        <SpecialListLinks language={language} />
      </nav>
      <SearchListing
        query={listingApiQuery(search, { lang: language, currency, defaultCityId })}
        language={language}
        linkTarget={linkTarget}
        sort={sortOf(withListingDefaults(search))}
        onSort={onSort}
      />
    </div>
  );
}

import type { CurrencyCode, Language } from '@stayvn/shared';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DetailBoundary } from '@/components/detail/detail-boundary';
import { DetailBody } from '@/components/detail/detail-layout';
import { DetailTabs } from '@/components/detail/detail-tabs';
import { TabSkeleton } from '@/components/detail/tab-skeleton';
import { useDetailLabels } from '@/components/detail/use-detail-labels';
import type { PropertyContactRender } from '@/components/property-card/card-contact';
import { usePropertyDetail } from '../hooks/use-property-detail';
import { visibleTabs, type DetailTab } from '../utils/detail-route';
import { ActionBar } from './action-bar';
import type { LikeRule } from './like-button';
import { PropertyDetailHeader } from './property-detail-header';
import { PropertyJsonLd } from './property-json-ld';
import { PropertyTabPanel } from './property-tab-panel';
import { SummaryCard } from './summary-card';
import styles from './property-detail.module.css';
import type { StayDates } from '@/components/stay-dates/stay-rules';

export type TabLinkRender = (
  tab: DetailTab,
  props: { className: string; 'aria-current': 'page' | undefined; children: ReactNode },
) => ReactNode;

export type ContactRender = PropertyContactRender;

export type PropertyDetailPageProps = {
  language: Language;
  currency: CurrencyCode;
  id: string;
  tab: DetailTab;
  /** The home crumb and, unless the visitor came from home, the section crumb (router links). */
  homeCrumb: ReactNode;
  sectionCrumb: ReactNode | null;
  renderTabLink: TabLinkRender;
  /** Book now for a short stay: the route decides between payment summary and the login dialog. */
  onBook: (dates: StayDates | null) => void;
  /** The enquiry modal about this property (the route composes it from the enquiries feature). */
  renderContact: ContactRender;
  /** The heart's rule for a signed-in visitor or an anonymous one (spec §4 "Apartment like"). */
  like: LikeRule;
  preparationLink: ReactNode;
  /** The page's absolute URL for the structured data. */
  canonicalUrl: string;
};

const tabMessage = {
  overview: 'detail.tab.overview',
  amenities: 'detail.tab.amenities',
  location: 'detail.tab.location',
  gallery: 'detail.tab.gallery',
  'ratings-reviews': 'detail.tab.ratings',
  offers: 'detail.tab.offers',
} as const;

/**
 * The apartment (or office) detail page: loading, not-found and failure around the content.
 * Routes pass their links in, so the same page serves /{prefix}/{tab}/... and the special-list
 * and office URLs.
 */
export function PropertyDetailPage(props: PropertyDetailPageProps) {
  const intl = useIntl();
  return (
    <DetailBoundary
      language={props.language}
      pending={<DetailPending label={intl.formatMessage({ id: 'detail.loading' })} />}
      errorTitleId="detail.error"
    >
      <PropertyDetailContent {...props} />
    </DetailBoundary>
  );
}

export function DetailPending({ label }: { label: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.pendingHeader} />
      <div className={styles.pendingBody}>
        <TabSkeleton label={label} />
        <TabSkeleton label={label} variant="map" />
      </div>
    </div>
  );
}

function PropertyDetailContent({
  language,
  currency,
  id,
  tab,
  homeCrumb,
  sectionCrumb,
  renderTabLink,
  onBook,
  renderContact,
  like,
  preparationLink,
  canonicalUrl,
}: PropertyDetailPageProps) {
  const intl = useIntl();
  const labels = useDetailLabels();
  const { property, name, images, price, rating } = usePropertyDetail(id, language, currency);
  const [contactOpen, setContactOpen] = useState(false);
  const tabs = visibleTabs(property.offerItems.length > 0);
  // A bookmarked offers tab of a property whose offer ended shows the overview.
  const shownTab = tabs.includes(tab) ? tab : 'overview';
  const tabLabel = intl.formatMessage({ id: tabMessage[shownTab] });

  return (
    <article
      className={styles.detail}
      aria-labelledby="detail-title"
      data-testid="property-detail"
      data-kind={property.kind}
    >
      <PropertyDetailHeader
        property={property}
        name={name}
        homeCrumb={homeCrumb}
        sectionCrumb={sectionCrumb}
        overviewLink={renderTabLink('overview', { className: '', 'aria-current': undefined, children: name })}
        tabLabel={tabLabel}
        like={like}
      />

      <DetailTabs
        label={intl.formatMessage({ id: 'detail.tabs' })}
        current={shownTab}
        title={name}
        items={tabs.map((key) => ({
          key,
          label: intl.formatMessage({ id: tabMessage[key] }),
          render: (linkProps) => renderTabLink(key, linkProps),
        }))}
      />

      <DetailBody
        tabKey={shownTab}
        tabLabel={tabLabel}
        aside={
          <SummaryCard
            language={language}
            property={property}
            price={price}
            onBook={onBook}
            onContact={() => setContactOpen(true)}
          />
        }
      >
        <PropertyTabPanel
          property={property}
          tab={shownTab}
          name={name}
          images={images}
          labels={labels}
          language={language}
          preparationLink={preparationLink}
        />
      </DetailBody>

      <ActionBar
        language={language}
        property={property}
        price={price}
        isLoggedIn={like.isLoggedIn}
        requireLogin={like.requireLogin}
        onContact={() => setContactOpen(true)}
      />

      {renderContact({
        isOpen: contactOpen,
        onClose: () => setContactOpen(false),
        propertyId: property.documentId,
        propertyName: name,
      })}
      <PropertyJsonLd
        property={property}
        name={name}
        url={canonicalUrl}
        images={images}
        price={price}
        rating={rating}
      />
    </article>
  );
}

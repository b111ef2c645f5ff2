import type { CurrencyCode, Language, PropertyKind } from '@stayvn/shared';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumb, detailCrumbs } from '@/components/detail/breadcrumb';
import { DetailBody, DetailHeader } from '@/components/detail/detail-layout';
import { DetailTabs } from '@/components/detail/detail-tabs';
import { FacilityList } from '@/components/detail/facility-list';
import { groupFacilities } from '@/components/detail/group-facilities';
import { GalleryGrid } from '@/components/detail/gallery-grid';
import { ImageSlider } from '@/components/detail/image-slider';
import { LocationPanel } from '@/components/detail/location-panel';
import { ServiceList } from '@/components/detail/service-list';
import { TabSkeleton } from '@/components/detail/tab-skeleton';
import { useDetailLabels } from '@/components/detail/use-detail-labels';
import type { PropertyContactRender } from '@/components/property-card/card-contact';
import { normaliseName, priceUnitOf } from '@/components/property-card/card-format';
import { RichText } from '@/components/rich-text/rich-text';
import { responsiveImage } from '@/lib/cms-media';
import { nearbyCategoriesOf } from '@/lib/cms-detail';
import { recordViewAtom } from '@/lib/local-lists';
import { markdownExcerpt } from '@/lib/markdown-excerpt';
import { serializeJsonLd } from '@/lib/seo';
import { propertyDetailQueryOptions } from '../api/get-property-detail';
import { propertyCardQueryOptions } from '../api/get-property-price';
import { ratingQueryOptions } from '../api/get-reviews';
import { detailPrice } from '../utils/detail-price';
import { visibleTabs, type DetailTab } from '../utils/detail-route';
import { propertyJsonLd } from '../utils/json-ld';
import { ActionBar } from './action-bar';
import { LikeButton, type LikeRule } from './like-button';
import { RatingsTab } from './ratings-tab';
import { SummaryCard } from './summary-card';
import styles from './property-detail.module.css';
import { DetailBoundary } from '@/components/detail/detail-boundary';
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
  const { data: property } = useSuspenseQuery(propertyDetailQueryOptions(id, language));
  const card = useQuery(propertyCardQueryOptions(id, language, currency));
  const rating = useQuery(ratingQueryOptions(id));
  const recordView = useSetAtom(recordViewAtom);
  const [contactOpen, setContactOpen] = useState(false);

  useEffect(() => {
    recordView(property.documentId);
  }, [property.documentId, recordView]);

  const name = normaliseName(property.name);
  const images = useMemo(
    () => property.images.map((image) => responsiveImage(image, name)),
    [property.images, name],
  );
  const tabs = visibleTabs(property.offerItems.length > 0);
  // A bookmarked offers tab of a property whose offer ended shows the overview.
  const shownTab = tabs.includes(tab) ? tab : 'overview';
  const price = detailPrice(card.data, property, currency);
  const tabLabel = intl.formatMessage({ id: tabMessage[shownTab] });

  const jsonLd = propertyJsonLd({
    name,
    kind: property.kind,
    url: canonicalUrl,
    description: property.overview ? markdownExcerpt(property.overview) || null : null,
    images: images.slice(0, 5).map((image) => image.src),
    address: property.address ?? null,
    district: property.district?.name ?? null,
    city: property.city?.name ?? null,
    latitude: property.latitude ?? null,
    longitude: property.longitude ?? null,
    size: property.size,
    bedrooms: property.bedroomType?.bedrooms ?? null,
    price: price ? (price.isOffer && price.offerPrice ? price.offerPrice : price.price) : null,
    unit: priceUnitOf(property),
    rating: rating.data ?? null,
  });

  return (
    <article
      className={styles.detail}
      aria-labelledby="detail-title"
      data-testid="property-detail"
      data-kind={property.kind}
    >
      <DetailHeader
        breadcrumb={
          <Breadcrumb
            label={intl.formatMessage({ id: 'detail.breadcrumb' })}
            items={detailCrumbs({
              home: homeCrumb,
              section: sectionCrumb,
              item: renderTabLink('overview', { className: '', 'aria-current': undefined, children: name }),
              tab: tabLabel,
            })}
          />
        }
        title={name}
        address={property.address}
        actions={
          <LikeButton id={property.documentId} kind={property.kind as PropertyKind} name={name} rule={like} />
        }
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
        {shownTab === 'overview' ? (
          <div className={styles.overview}>
            <ImageSlider images={images} labels={labels.slider} />
            <RichText markdown={property.overview} className={styles.description} />
          </div>
        ) : shownTab === 'amenities' ? (
          <FacilityList
            groups={groupFacilities(
              property.facilities,
              intl.locale,
              intl.formatMessage({ id: 'detail.amenities.other' }),
            )}
            unavailableLabel={intl.formatMessage({ id: 'detail.amenities.unavailable' })}
            emptyLabel={intl.formatMessage({ id: 'detail.amenities.empty' })}
          />
        ) : shownTab === 'location' ? (
          <LocationPanel
            name={name}
            address={property.address ?? null}
            latitude={property.latitude ?? null}
            longitude={property.longitude ?? null}
            categories={nearbyCategoriesOf(property.nearbyCategories)}
            labels={labels.location}
            footer={preparationLink}
          />
        ) : shownTab === 'gallery' ? (
          <GalleryGrid images={images} labels={labels.gallery} />
        ) : shownTab === 'ratings-reviews' ? (
          <RatingsTab id={property.documentId} language={language} kind={property.kind as PropertyKind} />
        ) : (
          <div className={styles.offers} data-testid="offer-services">
            <p className={styles.offerName}>{name}</p>
            <ServiceList services={property.offerItems} />
          </div>
        )}
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
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </article>
  );
}

import type { CurrencyCode, Language } from '@stayvn/shared';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumb, detailCrumbs } from '@/components/detail/breadcrumb';
import { DetailBody, DetailHeader } from '@/components/detail/detail-layout';
import { DetailTabs } from '@/components/detail/detail-tabs';
import { FacilityList } from '@/components/detail/facility-list';
import { GalleryGrid } from '@/components/detail/gallery-grid';
import { groupFacilities } from '@/components/detail/group-facilities';
import { ImageSlider } from '@/components/detail/image-slider';
import { LocationPanel } from '@/components/detail/location-panel';
import { ServiceList } from '@/components/detail/service-list';
import { TabSkeleton } from '@/components/detail/tab-skeleton';
import { useDetailLabels } from '@/components/detail/use-detail-labels';
import { ErrorNotice } from '@/components/errors/error-notice';
import { PropertyCard, PropertyCardSkeleton } from '@/components/property-card/property-card';
import { RichText } from '@/components/rich-text/rich-text';
import { AreaIcon, PinIcon } from '@/components/ui/icons';
import { nearbyCategoriesOf } from '@/lib/cms-detail';
import { responsiveImage } from '@/lib/cms-media';
import { projectCardsQueryOptions, projectDetailQueryOptions } from '../api/get-projects';
import { projectTabs, type ProjectTab } from '../utils/project-route';
import styles from './project-detail.module.css';
import { DetailBoundary } from '@/components/detail/detail-boundary';

const tabMessage = {
  overview: 'project.tab.overview',
  'apartment-room-types': 'project.tab.roomTypes',
  location: 'project.tab.location',
  gallery: 'project.tab.gallery',
  facilities: 'project.tab.facilities',
  'offer-sub': 'project.tab.services',
} as const;

type LinkRender = (
  tab: ProjectTab,
  props: { className: string; 'aria-current': 'page' | undefined; children: ReactNode },
) => ReactNode;

export type ProjectDetailPageProps = {
  language: Language;
  currency: CurrencyCode;
  id: string;
  tab: ProjectTab;
  homeCrumb: ReactNode;
  /** The featured-projects crumb, null when the visitor came from home (?home=true). */
  sectionCrumb: ReactNode | null;
  renderTabLink: LinkRender;
  preparationLink: ReactNode;
};

/** A featured project's page with its six tabs (spec §2.2), shown while loading and on failure. */
export function ProjectDetailPage(props: ProjectDetailPageProps) {
  const intl = useIntl();
  return (
    <DetailBoundary
      language={props.language}
      pending={
        <div className={`container ${styles.pending}`}>
          <TabSkeleton label={intl.formatMessage({ id: 'project.loading' })} />
        </div>
      }
      errorTitleId="project.error"
    >
      <ProjectDetailContent {...props} />
    </DetailBoundary>
  );
}

function ProjectDetailContent({
  language,
  currency,
  id,
  tab,
  homeCrumb,
  sectionCrumb,
  renderTabLink,
  preparationLink,
}: ProjectDetailPageProps) {
  const intl = useIntl();
  const labels = useDetailLabels();
  const { data: project } = useSuspenseQuery(projectDetailQueryOptions(id, language));
  const images = useMemo(
    () => project.gallery.map((image) => responsiveImage(image, project.name)),
    [project.gallery, project.name],
  );
  const tabLabel = intl.formatMessage({ id: tabMessage[tab] });
  const place = [project.district?.name, project.city?.name].filter(Boolean).join(', ');

  return (
    <article className={styles.detail} aria-labelledby="detail-title" data-testid="project-detail">
      <DetailHeader
        breadcrumb={
          <Breadcrumb
            label={intl.formatMessage({ id: 'detail.breadcrumb' })}
            items={detailCrumbs({
              home: homeCrumb,
              section: sectionCrumb,
              item: renderTabLink('overview', {
                className: '',
                'aria-current': undefined,
                children: project.name,
              }),
              tab: tabLabel,
            })}
          />
        }
        title={project.name}
        address={project.address}
      />
      <DetailTabs
        label={intl.formatMessage({ id: 'project.tabs' })}
        current={tab}
        title={project.name}
        items={projectTabs.map((key) => ({
          key,
          label: intl.formatMessage({ id: tabMessage[key] }),
          render: (linkProps) => renderTabLink(key, linkProps),
        }))}
      />
      <DetailBody
        tabKey={tab}
        tabLabel={tabLabel}
        aside={
          <section className={styles.summary} aria-label={project.name} data-testid="project-summary">
            <dl className={styles.facts}>
              {project.quantity ? (
                <div>
                  <dt>
                    <AreaIcon size={18} />
                    {intl.formatMessage({ id: 'project.facts.units' })}
                  </dt>
                  <dd>{intl.formatMessage({ id: 'project.units' }, { count: project.quantity })}</dd>
                </div>
              ) : null}
              {place ? (
                <div>
                  <dt>
                    <PinIcon size={18} />
                    {intl.formatMessage({ id: 'project.facts.district' })}
                  </dt>
                  <dd>{place}</dd>
                </div>
              ) : null}
            </dl>
            {tab !== 'apartment-room-types'
              ? renderTabLink('apartment-room-types', {
                  className: styles.roomTypesLink!,
                  'aria-current': undefined,
                  children: intl.formatMessage({ id: 'project.tab.roomTypes' }),
                })
              : null}
          </section>
        }
      >
        {tab === 'overview' ? (
          <div className={styles.overview}>
            <ImageSlider images={images} labels={labels.slider} />
            <RichText markdown={project.overview} />
          </div>
        ) : tab === 'apartment-room-types' ? (
          <RoomTypes
            ids={project.properties.map((property) => property.documentId)}
            language={language}
            currency={currency}
          />
        ) : tab === 'location' ? (
          <LocationPanel
            name={project.name}
            address={project.address ?? null}
            latitude={project.latitude ?? null}
            longitude={project.longitude ?? null}
            categories={nearbyCategoriesOf(project.nearbyCategories)}
            labels={labels.location}
            footer={preparationLink}
          />
        ) : tab === 'gallery' ? (
          <GalleryGrid images={images} labels={labels.gallery} />
        ) : tab === 'facilities' ? (
          <FacilityList
            groups={groupFacilities(
              project.facilities,
              intl.locale,
              intl.formatMessage({ id: 'detail.amenities.other' }),
            )}
            unavailableLabel={intl.formatMessage({ id: 'detail.amenities.unavailable' })}
            emptyLabel={intl.formatMessage({ id: 'detail.amenities.empty' })}
          />
        ) : project.services.length > 0 ? (
          <ServiceList services={project.services} />
        ) : (
          <p className={styles.muted}>{intl.formatMessage({ id: 'project.services.empty' })}</p>
        )}
      </DetailBody>
    </article>
  );
}

/** The project's apartments as cards, priced by the booking service in the chosen currency. */
function RoomTypes({
  ids,
  language,
  currency,
}: {
  ids: string[];
  language: Language;
  currency: CurrencyCode;
}) {
  const intl = useIntl();
  const cards = useQuery(projectCardsQueryOptions(ids, language, currency));
  if (cards.isPending)
    return (
      <ul className={styles.cards} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (cards.isError)
    return (
      <ErrorNotice error={cards.error} retry={() => void cards.refetch()} titleId="project.roomTypes.error" />
    );
  if (cards.data.length === 0)
    return <p className={styles.muted}>{intl.formatMessage({ id: 'project.roomTypes.empty' })}</p>;
  return (
    <ul className={styles.cards} data-testid="project-room-types">
      {cards.data.map((card) => (
        <li key={card.id}>
          <PropertyCard property={card} language={language} />
        </li>
      ))}
    </ul>
  );
}

import type { CurrencyCode, Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DetailFacilities } from '@/components/detail/detail-facilities';
import { GalleryGrid } from '@/components/detail/gallery-grid';
import { ImageSlider } from '@/components/detail/image-slider';
import { LocationPanel } from '@/components/detail/location-panel';
import { ServiceList } from '@/components/detail/service-list';
import type { useDetailLabels } from '@/components/detail/use-detail-labels';
import { RichText } from '@/components/rich-text/rich-text';
import { nearbyCategoriesOf } from '@/lib/cms-detail';
import type { ResponsiveImage } from '@/lib/cms-media';
import type { ProjectDetail } from '../api/get-projects';
import type { ProjectTab } from '../utils/project-route';
import { RoomTypes } from './project-room-types';
import styles from './project-detail.module.css';

/** The content of the project's open tab. */
export function ProjectTabPanel({
  project,
  tab,
  images,
  labels,
  language,
  currency,
  preparationLink,
}: {
  project: ProjectDetail;
  tab: ProjectTab;
  images: ResponsiveImage[];
  labels: ReturnType<typeof useDetailLabels>;
  language: Language;
  currency: CurrencyCode;
  preparationLink: ReactNode;
}) {
  const intl = useIntl();
  if (tab === 'overview')
    return (
      <div className={styles.overview}>
        <ImageSlider images={images} labels={labels.slider} />
        <RichText markdown={project.overview} />
      </div>
    );
  if (tab === 'apartment-room-types')
    return (
      <RoomTypes
        ids={project.properties.map((property) => property.documentId)}
        language={language}
        currency={currency}
      />
    );
  if (tab === 'location')
    return (
      <LocationPanel
        name={project.name}
        address={project.address ?? null}
        latitude={project.latitude ?? null}
        longitude={project.longitude ?? null}
        categories={nearbyCategoriesOf(project.nearbyCategories)}
        labels={labels.location}
        footer={preparationLink}
      />
    );
  if (tab === 'gallery') return <GalleryGrid images={images} labels={labels.gallery} />;
  if (tab === 'facilities') return <DetailFacilities facilities={project.facilities} />;
  return project.services.length > 0 ? (
    <ServiceList services={project.services} />
  ) : (
    <p className={styles.muted}>{intl.formatMessage({ id: 'project.services.empty' })}</p>
  );
}

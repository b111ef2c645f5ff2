import type { Language, PropertyKind } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { DetailFacilities } from '@/components/detail/detail-facilities';
import { GalleryGrid } from '@/components/detail/gallery-grid';
import { ImageSlider } from '@/components/detail/image-slider';
import { LocationPanel } from '@/components/detail/location-panel';
import { ServiceList } from '@/components/detail/service-list';
import type { useDetailLabels } from '@/components/detail/use-detail-labels';
import { RichText } from '@/components/rich-text/rich-text';
import { nearbyCategoriesOf } from '@/lib/cms-detail';
import type { ResponsiveImage } from '@/lib/cms-media';
import type { PropertyDetail } from '../api/get-property-detail';
import type { DetailTab } from '../utils/detail-route';
import { RatingsTab } from './ratings-tab';
import styles from './property-detail.module.css';

/** The content of the property's open tab. */
export function PropertyTabPanel({
  property,
  tab,
  name,
  images,
  labels,
  language,
  preparationLink,
}: {
  property: PropertyDetail;
  tab: DetailTab;
  name: string;
  images: ResponsiveImage[];
  labels: ReturnType<typeof useDetailLabels>;
  language: Language;
  preparationLink: ReactNode;
}) {
  if (tab === 'overview')
    return (
      <div className={styles.overview}>
        <ImageSlider images={images} labels={labels.slider} />
        <RichText markdown={property.overview} className={styles.description} />
      </div>
    );
  if (tab === 'amenities') return <DetailFacilities facilities={property.facilities} />;
  if (tab === 'location')
    return (
      <LocationPanel
        name={name}
        address={property.address ?? null}
        latitude={property.latitude ?? null}
        longitude={property.longitude ?? null}
        categories={nearbyCategoriesOf(property.nearbyCategories)}
        labels={labels.location}
        footer={preparationLink}
      />
    );
  if (tab === 'gallery') return <GalleryGrid images={images} labels={labels.gallery} />;
  if (tab === 'ratings-reviews')
    return <RatingsTab id={property.documentId} language={language} kind={property.kind as PropertyKind} />;
  return (
    <div className={styles.offers} data-testid="offer-services">
      <p className={styles.offerName}>{name}</p>
      <ServiceList services={property.offerItems} />
    </div>
  );
}

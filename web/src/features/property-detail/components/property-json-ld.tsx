import type { PropertyCard, RatingSummary } from '@stayvn/shared';
import { priceUnitOf } from '@/components/property-card/card-format';
import type { ResponsiveImage } from '@/lib/cms-media';
import { markdownExcerpt } from '@/lib/markdown-excerpt';
import { serializeJsonLd } from '@/lib/seo';
import type { PropertyDetail } from '../api/get-property-detail';
import { propertyJsonLd } from '../utils/json-ld';

/** The page's structured data for search engines (schema.org, see `propertyJsonLd`). */
export function PropertyJsonLd({
  property,
  name,
  url,
  images,
  price,
  rating,
}: {
  property: PropertyDetail;
  name: string;
  url: string;
  images: ResponsiveImage[];
  price: Pick<PropertyCard, 'price' | 'offerPrice' | 'isOffer'> | null;
  rating: RatingSummary | null;
}) {
  const jsonLd = propertyJsonLd({
    name,
    kind: property.kind,
    url,
    description: property.overview ? markdownExcerpt(property.overview) || null : null,
    images: images.slice(0, 5).map((image) => image.src),
    address: property.address ?? null,
    district: property.district?.name ?? null,
    city: property.city?.name ?? null,
    latitude: property.latitude ?? null,
    longitude: property.longitude ?? null,
    size: property.size ?? null,
    bedrooms: property.bedroomType?.bedrooms ?? null,
    price: price ? (price.isOffer && price.offerPrice ? price.offerPrice : price.price) : null,
    unit: priceUnitOf(property),
    rating,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />;
}

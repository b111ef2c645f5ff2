import { currencies, type Money, type RatingSummary } from '@stayvn/shared';

type JsonLdInput = {
  name: string;
  kind: 'apartment' | 'office';
  url: string;
  description: string | null;
  images: string[];
  address: string | null;
  district: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  size: number | null;
  bedrooms: number | null;
  /** What the guest pays (the offer price while there is one). */
  price: Money | null;
  unit: 'month' | 'day' | 'sqmMonth';
  rating: RatingSummary | null;
};

const unitCodes = { month: 'MON', day: 'DAY', sqmMonth: 'MON' } as const;

/**
 * schema.org data for search engines: an Apartment (or an office Accommodation) with its address,
 * coordinates and floor size, offered at its price per month or day, with the aggregate rating
 * only when there are reviews (an empty rating is not a rating).
 */
export function propertyJsonLd(input: JsonLdInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': input.kind === 'office' ? 'Accommodation' : 'Apartment',
    name: input.name,
    url: input.url,
  };
  if (input.description) data.description = input.description;
  if (input.images.length) data.image = input.images;
  if (input.address || input.city) {
    data.address = {
      '@type': 'PostalAddress',
      ...(input.address ? { streetAddress: input.address } : {}),
      ...(input.district ? { addressRegion: input.district } : {}),
      ...(input.city ? { addressLocality: input.city } : {}),
      addressCountry: 'VN',
    };
  }
  if (input.latitude !== null && input.longitude !== null) {
    data.geo = { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude };
  }
  if (input.size) data.floorSize = { '@type': 'QuantitativeValue', value: input.size, unitCode: 'MTK' };
  if (input.kind === 'apartment' && input.bedrooms !== null) data.numberOfRooms = input.bedrooms;
  if (input.price) {
    const major = input.price.amount / 10 ** currencies[input.price.currency].minorDigits;
    data.offers = {
      '@type': 'Offer',
      priceCurrency: input.price.currency,
      price: major,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: major,
        priceCurrency: input.price.currency,
        unitCode: unitCodes[input.unit],
        ...(input.unit === 'sqmMonth'
          ? { referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MTK' } }
          : {}),
      },
    };
  }
  if (input.rating && input.rating.total > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: input.rating.average,
      reviewCount: input.rating.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

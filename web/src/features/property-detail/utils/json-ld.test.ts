import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/seo';
import { propertyJsonLd } from './json-ld';

const input = {
  name: 'Lotus Residence',
  kind: 'apartment' as const,
  url: 'https://stayvn.example/en/serviced-apartments/overview/abc/lotus/long',
  description: 'Bright studio',
  images: ['https://cms.example/a.jpg'],
  address: '47 Xuan Dieu',
  district: 'Tay Ho',
  city: 'Hanoi',
  latitude: 21.06,
  longitude: 105.82,
  size: 48,
  bedrooms: 1,
  price: { amount: 82_000, currency: 'USD' as const },
  unit: 'month' as const,
  rating: null,
};

describe('propertyJsonLd', () => {
  it('describes an apartment with its address, coordinates and monthly price', () => {
    const data = propertyJsonLd(input);
    expect(data['@type']).toBe('Apartment');
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 21.06, longitude: 105.82 });
    expect(data.offers).toMatchObject({ priceCurrency: 'USD', price: 820 });
    expect(data.address).toMatchObject({ streetAddress: '47 Xuan Dieu', addressLocality: 'Hanoi' });
    expect(data.aggregateRating).toBeUndefined();
  });

  it('adds the aggregate rating only when there are reviews', () => {
    const rated = propertyJsonLd({ ...input, rating: { average: 4.5, total: 12, distribution: [] } });
    expect(rated.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    const empty = propertyJsonLd({ ...input, rating: { average: 0, total: 0, distribution: [] } });
    expect(empty.aggregateRating).toBeUndefined();
  });

  it('escapes < so CMS text cannot close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

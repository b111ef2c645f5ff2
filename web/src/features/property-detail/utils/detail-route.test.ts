import { describe, expect, it } from 'vitest';
import { parseApartmentDetailParams, parseTabQuery, tabSegment, visibleTabs } from './detail-route';

const base = {
  prefix: 'serviced-apartments',
  tab: 'overview',
  id: 'abc123',
  slug: 'lotus',
  typeCode: 'long',
};

describe('parseApartmentDetailParams', () => {
  it('reads every tab of the spec under each prefix', () => {
    for (const tab of ['overview', 'amenities', 'location', 'gallery', 'ratings-reviews']) {
      expect(parseApartmentDetailParams({ ...base, tab })?.tab).toBe(tab);
    }
    expect(parseApartmentDetailParams({ ...base, typeCode: 'short' })?.typeCode).toBe('short');
  });

  it('names the offers tab offer-sub under serviced-apartments and offers under the other prefixes', () => {
    expect(parseApartmentDetailParams({ ...base, tab: 'offer-sub' })?.tab).toBe('offers');
    expect(parseApartmentDetailParams({ ...base, tab: 'offers' })).toBeNull();
    expect(parseApartmentDetailParams({ ...base, prefix: 'offers', tab: 'offers' })?.tab).toBe('offers');
    expect(parseApartmentDetailParams({ ...base, prefix: 'search-result', tab: 'offers' })?.tab).toBe(
      'offers',
    );
    expect(parseApartmentDetailParams({ ...base, prefix: 'offers', tab: 'offer-sub' })).toBeNull();
    expect(tabSegment('offers', 'serviced-apartments')).toBe('offer-sub');
    expect(tabSegment('offers', 'search-result')).toBe('offers');
    expect(tabSegment('gallery', 'offers')).toBe('gallery');
  });

  it('rejects unknown prefixes, tabs, type codes and unsafe ids', () => {
    expect(parseApartmentDetailParams({ ...base, prefix: 'blogs' })).toBeNull();
    expect(parseApartmentDetailParams({ ...base, tab: 'reviews' })).toBeNull();
    expect(parseApartmentDetailParams({ ...base, typeCode: 'medium' })).toBeNull();
    expect(parseApartmentDetailParams({ ...base, id: 'a/b' })).toBeNull();
    expect(parseApartmentDetailParams({ ...base, id: 'x'.repeat(65) })).toBeNull();
  });
});

describe('tabs and flags', () => {
  it('shows the offers tab only for a property with services', () => {
    expect(visibleTabs(false)).toEqual(['overview', 'amenities', 'location', 'gallery', 'ratings-reviews']);
    expect(visibleTabs(true)).toContain('offers');
  });

  it('reads ?tab= of the special-list URLs, falling back to the overview', () => {
    expect(parseTabQuery('gallery')).toBe('gallery');
    expect(parseTabQuery('nonsense')).toBe('overview');
    expect(parseTabQuery(undefined)).toBe('overview');
  });
});

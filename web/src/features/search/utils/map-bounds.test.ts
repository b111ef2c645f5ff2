import type { PropertyCard } from '@stayvn/shared';
import { describe, expect, it } from 'vitest';
import { bboxParam, centerOf, compactPrice, spreadOffsets, withCoordinates } from './map-bounds';

const card = (latitude: number | null, longitude: number | null) =>
  ({ id: `${latitude}`, latitude, longitude }) as unknown as PropertyCard;

describe('map bounds', () => {
  it('writes bbox as south,west,north,east rounded to five decimals', () => {
    expect(bboxParam({ ne: [21.0512345678, 105.9], sw: [20.98, 105.7712345678] })).toBe(
      '20.98,105.77123,21.05123,105.9',
    );
  });

  it('centres on the cards that have a position, else on the fallback', () => {
    expect(centerOf([card(21, 105), card(22, 106), card(null, null)], [0, 0])).toEqual([21.5, 105.5]);
    expect(centerOf([card(null, null)], [21.03, 105.85])).toEqual([21.03, 105.85]);
    expect(withCoordinates([card(1, 2), card(null, 3)])).toHaveLength(1);
  });

  it('shortens marker prices', () => {
    expect(compactPrice('$1,520')).toBe('$1.5k');
    expect(compactPrice('$950')).toBe('$950');
    expect(compactPrice('$12,000')).toBe('$12k');
    expect(compactPrice('25,400,000 ₫')).toBe('25M ₫');
    expect(compactPrice('$1,500.50')).toBe('$1.5k');
  });
});

describe('spreadOffsets', () => {
  it('leaves a lone marker on its spot and fans out markers of one building', () => {
    const offsets = spreadOffsets([
      { id: 'a', latitude: 21, longitude: 105 },
      { id: 'b', latitude: 21.5, longitude: 105.5 },
      { id: 'c', latitude: 21.5, longitude: 105.5 },
    ]);
    expect(offsets.get('a')).toEqual([0, 0]);
    expect(offsets.get('b')).toEqual([0, -36]);
    expect(offsets.get('c')).toEqual([0, 36]);
  });
});

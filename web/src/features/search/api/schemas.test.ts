import { describe, expect, it } from 'vitest';
import { priceRangesResponseSchema } from './schemas';

describe('the site setting as the price slider reads it', () => {
  it('reads the price ranges, big integers as strings', () => {
    const { data } = priceRangesResponseSchema.parse({
      data: {
        residencePriceMin: 100,
        residencePriceMax: '5000.5',
        residencePriceMaxVi: '120000000',
        hotline: 1,
      },
    });
    expect(data).toEqual({
      residencePriceMin: 100,
      residencePriceMax: 5000.5,
      residencePriceMaxVi: 120_000_000,
    });
  });
});

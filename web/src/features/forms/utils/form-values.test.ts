import { describe, expect, it } from 'vitest';
import { addImages, formatLeasePrice, leasePriceDigits, toFormData } from './form-values';

describe('toFormData', () => {
  it('sends the fields with a value and every image as images', () => {
    const one = new Blob(['a'], { type: 'image/png' });
    const two = new Blob(['b'], { type: 'image/jpeg' });
    const data = toFormData(
      { fullName: 'Mai', address: '', leasePrice: 1200, agreePrivacy: true, x: undefined },
      [one, two],
    );
    expect(data.get('fullName')).toBe('Mai');
    expect(data.has('address')).toBe(false);
    expect(data.has('x')).toBe(false);
    expect(data.get('leasePrice')).toBe('1200');
    expect(data.get('agreePrivacy')).toBe('true');
    expect(data.getAll('images')).toHaveLength(2);
  });
});

describe('lease price', () => {
  it('keeps at most 10 digits, no separators and no leading zeros', () => {
    expect(leasePriceDigits('1,234,567')).toBe('1234567');
    expect(leasePriceDigits('00120')).toBe('120');
    expect(leasePriceDigits('0')).toBe('0');
    expect(leasePriceDigits('12345678901234')).toBe('1234567890');
    expect(leasePriceDigits('abc')).toBe('');
  });

  it('groups thousands with commas in every language, as prices are (issue 31)', () => {
    expect(formatLeasePrice('1234567')).toBe('1,234,567');
    expect(formatLeasePrice('')).toBe('');
  });
});

describe('addImages', () => {
  const problem = (name: string) => (name.endsWith('.php') ? 'file_image_maximum' : undefined);
  it('adds up to the limit and says when some were left out', () => {
    expect(addImages(['a'], ['b', 'c'], 3, problem)).toEqual({ images: ['a', 'b', 'c'], refused: undefined });
    expect(addImages(['a', 'b'], ['c', 'd'], 3, problem)).toEqual({
      images: ['a', 'b', 'c'],
      refused: 'count',
    });
    expect(addImages([], ['x.php', 'b'], 3, problem)).toEqual({ images: ['b'], refused: 'type' });
  });
});

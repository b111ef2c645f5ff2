import { describe, expect, it } from 'vitest';
import { moneyIn } from './exchange-rate';

describe('moneyIn', () => {
  it('converts USD cents to dong at the CMS rate', () => {
    expect(moneyIn({ amount: 120_000, currency: 'USD' }, 'VND', 25_400)).toEqual({
      amount: 30_480_000,
      currency: 'VND',
    });
  });

  it('converts dong to USD cents', () => {
    expect(moneyIn({ amount: 25_400_000, currency: 'VND' }, 'USD', 25_400)).toEqual({
      amount: 100_000,
      currency: 'USD',
    });
  });

  it('keeps the given currency while the rate is unknown', () => {
    expect(moneyIn({ amount: 500, currency: 'USD' }, 'VND', 0)).toEqual({ amount: 500, currency: 'USD' });
  });
});

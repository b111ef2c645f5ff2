import { describe, expect, it } from 'vitest';
import { convertMoney, formatMoney, toMinorUnits } from './currency.js';

describe('formatMoney', () => {
  it('puts the dollar sign before and groups thousands with commas', () => {
    expect(formatMoney({ amount: 120_000, currency: 'USD' })).toBe('$1,200');
    expect(formatMoney({ amount: 123_456_789, currency: 'USD' })).toBe('$1,234,567.89');
  });
  it('shows cents only when there are any, always with two digits', () => {
    expect(formatMoney({ amount: 120_050, currency: 'USD' })).toBe('$1,200.50');
    expect(formatMoney({ amount: 5, currency: 'USD' })).toBe('$0.05');
  });
  it('puts the dong sign after', () => {
    expect(formatMoney({ amount: 25_000_000, currency: 'VND' })).toBe('25,000,000 ₫');
    expect(formatMoney({ amount: 0, currency: 'VND' })).toBe('0 ₫');
  });
  it('does not group numbers under a thousand', () => {
    expect(formatMoney({ amount: 999, currency: 'VND' })).toBe('999 ₫');
  });
});

describe('minor units and conversion', () => {
  it('turns what editors type into minor units', () => {
    expect(toMinorUnits(1200.5, 'USD')).toBe(120_050);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(25_000_000, 'VND')).toBe(25_000_000);
  });
  it('converts at the exchange rate', () => {
    expect(convertMoney({ amount: 100_000, currency: 'USD' }, 'VND', 25_400)).toEqual({
      amount: 25_400_000,
      currency: 'VND',
    });
    expect(convertMoney({ amount: 25_400_000, currency: 'VND' }, 'USD', 25_400)).toEqual({
      amount: 100_000,
      currency: 'USD',
    });
  });
  it('leaves money in the asked currency alone', () => {
    const money = { amount: 1, currency: 'USD' } as const;
    expect(convertMoney(money, 'USD', 25_400)).toBe(money);
  });
});

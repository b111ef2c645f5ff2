import { describe, expect, it } from 'vitest';
import { convertMoney, formatMoney, formatNumber, toMinorUnits } from './currency.js';

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

describe('formatNumber', () => {
  it('groups thousands with commas as formatMoney does, whatever the language (issue 31)', () => {
    expect(formatNumber(25_400)).toBe('25,400');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });
  it('shows a fraction after a point, only when there is one', () => {
    expect(formatNumber(25_400.456, 2)).toBe('25,400.46');
    expect(formatNumber(5.5, 2)).toBe('5.5');
    expect(formatNumber(10, 2)).toBe('10');
    expect(formatNumber(25_400.4)).toBe('25,400');
  });
  it('keeps the sign of a negative number, but not of one that rounds to zero', () => {
    expect(formatNumber(-1_500)).toBe('-1,500');
    expect(formatNumber(-0.001, 2)).toBe('0');
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

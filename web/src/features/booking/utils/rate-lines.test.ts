import { formatMoney, type Language, type PriceBreakdownPayload } from '@stayvn/shared';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesByLanguage } from '@/i18n/catalogs';
import { localeFor } from '@/i18n';
import { rentLines, rentLineText } from './rate-lines';

const tet = { key: 'tet', name: { en: 'Tết', jp: 'テト（旧正月）', vi: 'Tết Nguyên Đán' } };
const price: PriceBreakdownPayload = {
  nights: 9,
  serviceChargeRate: 0,
  vatRate: 0,
  exchangeRate: 25_000,
  isOffer: false,
  usd: { nightlyRate: 8_000, rent: 78_000, charges: 0, vat: 0, total: 78_000 },
  vnd: { nightlyRate: 2_000_000, rent: 19_500_000, charges: 0, vat: 0, total: 19_500_000 },
  rates: [
    { nights: 4, usd: 8_000, vnd: 2_000_000, weekend: false, holiday: null },
    { nights: 3, usd: 12_000, vnd: 3_000_000, weekend: false, holiday: tet },
    { nights: 2, usd: 9_000, vnd: 2_250_000, weekend: true, holiday: null },
  ],
};

function texts(language: Language, currency: 'USD' | 'VND') {
  const intl = createIntl({ locale: localeFor(language), messages: messagesByLanguage[language] });
  const money = (amount: number) => formatMoney({ amount, currency });
  return rentLines(price, currency, language).map((line) => [
    rentLineText(intl, line, money),
    money(line.amount),
  ]);
}

describe('the rent grouped by price', () => {
  it('en: nights at each price, with the holiday or weekend that priced them, in both currencies', () => {
    expect(texts('en', 'USD')).toEqual([
      ['$80 × 4 nights', '$320'],
      ['$120 × 3 nights, Tết', '$360'],
      ['$90 × 2 nights, weekend', '$180'],
    ]);
    const vnd = texts('en', 'VND');
    expect(vnd.map(([, amount]) => amount)).toEqual([
      formatMoney({ amount: 8_000_000, currency: 'VND' }),
      formatMoney({ amount: 9_000_000, currency: 'VND' }),
      formatMoney({ amount: 4_500_000, currency: 'VND' }),
    ]);
    expect(vnd[1]![0]).toContain('Tết');
  });

  it('jp and vi: the holiday in their own names', () => {
    expect(texts('jp', 'USD').map(([text]) => text)).toEqual([
      '$80 × 4泊',
      '$120 × 3泊（テト（旧正月））',
      '$90 × 2泊（週末）',
    ]);
    expect(texts('vi', 'USD').map(([text]) => text)).toEqual([
      '$80 × 4 đêm',
      '$120 × 3 đêm, Tết Nguyên Đán',
      '$90 × 2 đêm, cuối tuần',
    ]);
  });

  it('a booking made before grouped rates shows its one nightly-rate line', () => {
    const { rates: _rates, ...before } = price;
    expect(rentLines(before, 'USD', 'en')).toEqual([
      { nights: 9, rate: 8_000, amount: 78_000, weekend: false, holiday: null },
    ]);
  });
});

/**
 * The site setting the CMS starts with. Not in content/: these are operating values (phones,
 * rates, ranges) rather than editorial texts. Support contact type 1 answers residence
 * enquiries, type 4 office enquiries, as the site's contact blocks ask for them.
 */
function holiday(key: string, nameEn: string, nameJa: string, nameVi: string, from: string, to: string) {
  return { key, nameEn, nameJa, nameVi, from, to };
}

export const siteSettingSeed = {
  hotline: '+84 24 3333 8888',
  exchangeRate: 25400,
  // Short-stay bookings: VAT and service charge in percent, and where bank transfers go (the BIN
  // is the bank's NAPAS code: 970436 Vietcombank). A demo account, not a real one.
  vatRate: 10,
  serviceChargeRate: 5,
  bankName: 'Vietcombank',
  bankBin: '970436',
  bankAccountNumber: '0071001234567',
  bankAccountName: 'CONG TY TNHH STAYVN',
  supportContacts: [
    { cityCode: 'HN', type: 1, phone: '+84 24 3333 8888', emailSupport: 'hanoi@stayvn.example.com' },
    { cityCode: 'HN', type: 4, phone: '+84 24 3333 8899', emailSupport: 'office.hanoi@stayvn.example.com' },
    { cityCode: 'HCM', type: 1, phone: '+84 28 3822 6688', emailSupport: 'hcmc@stayvn.example.com' },
    { cityCode: 'HCM', type: 4, phone: '+84 28 3822 6699', emailSupport: 'office.hcmc@stayvn.example.com' },
    { cityCode: 'HP', type: 1, phone: '+84 225 3746 688', emailSupport: 'haiphong@stayvn.example.com' },
    {
      cityCode: 'HP',
      type: 4,
      phone: '+84 225 3746 699',
      emailSupport: 'office.haiphong@stayvn.example.com',
    },
  ],
  // Search slider bounds: residences per month, offices per m² per month.
  residencePriceMin: 300,
  residencePriceMax: 8000,
  residencePriceMinVi: '7000000',
  residencePriceMaxVi: '200000000',
  officePriceMin: 10,
  officePriceMax: 60,
  officePriceMinVi: '250000',
  officePriceMaxVi: '1500000',
  // Seasonal rates (issue 32): weekend prices apply on Friday and Saturday nights; rate periods
  // price a holiday by its key in every year listed here (Tết: the eve and the first days of
  // the lunar year, 6 Feb 2027 and 26 Jan 2028).
  weekendNights: 'fri,sat',
  holidays: [
    holiday('tet', 'Tết (Lunar New Year)', 'テト（旧正月）', 'Tết Nguyên Đán', '2027-02-05', '2027-02-10'),
    holiday('tet', 'Tết (Lunar New Year)', 'テト（旧正月）', 'Tết Nguyên Đán', '2028-01-25', '2028-01-30'),
    holiday(
      'reunification',
      'Reunification Day',
      '南部解放記念日',
      'Ngày Thống nhất',
      '2027-04-30',
      '2027-05-01',
    ),
    holiday(
      'reunification',
      'Reunification Day',
      '南部解放記念日',
      'Ngày Thống nhất',
      '2028-04-30',
      '2028-05-01',
    ),
    holiday('national-day', 'National Day', '建国記念日', 'Quốc khánh', '2027-09-01', '2027-09-02'),
    holiday('national-day', 'National Day', '建国記念日', 'Quốc khánh', '2028-09-01', '2028-09-02'),
  ],
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/stayvn.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@stayvn.example' },
    { network: 'instagram', url: 'https://www.instagram.com/stayvn.example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/stayvn-example' },
  ],
} as const;

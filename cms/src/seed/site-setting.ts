/**
 * The site setting the CMS starts with. Not in content/: these are operating values (phones,
 * rates, ranges) rather than editorial texts. Support contact type 1 answers residence
 * enquiries, type 4 office enquiries, as the site's contact blocks ask for them.
 */
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
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/stayvn.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@stayvn.example' },
    { network: 'instagram', url: 'https://www.instagram.com/stayvn.example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/stayvn-example' },
  ],
} as const;

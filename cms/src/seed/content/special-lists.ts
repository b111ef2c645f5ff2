import type { SpecialListSeed } from './types.js';

/** Curated lists; property keys come from properties.ts (`{site}-{bedroom type}-{long|short}[-n]`). */
export const specialLists: SpecialListSeed[] = [
  {
    key: 'family-homes-near-international-schools',
    name: {
      en: 'Family-friendly homes near international schools',
      ja: 'インターナショナルスクールに近いファミリー向け物件',
      vi: 'Căn hộ cho gia đình gần trường quốc tế',
    },
    properties: [
      'lotus-lakeside-3br-long',
      'lotus-lakeside-2br-long',
      'skyline-park-3br-long',
      'skyline-park-4br-plus-long',
      'willow-river-3br-long',
      'willow-river-4br-plus-long',
      'crescent-bay-3br-long',
      'crescent-bay-4br-plus-long',
    ],
  },
  {
    key: 'short-stays-for-business-travellers',
    name: {
      en: 'Short stays for business travellers',
      ja: '出張に便利な短期滞在向け物件',
      vi: 'Lưu trú ngắn ngày cho khách công tác',
    },
    properties: [
      'heritage-suites-studio-short',
      'linden-court-1br-short',
      'meridian-heights-1br-short',
      'saigon-central-studio-short',
      'saigon-central-1br-short',
      'sapphire-riverfront-1br-short',
      'harbour-light-1br-short',
    ],
  },
];

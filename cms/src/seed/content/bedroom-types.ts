import type { BedroomTypeSeed } from './types.js';

export const bedroomTypes: BedroomTypeSeed[] = [
  { key: 'studio', bedrooms: 0, name: { en: 'Studio', ja: 'スタジオ', vi: 'Studio' } },
  { key: '1br', bedrooms: 1, name: { en: '1 bedroom', ja: '1ベッドルーム', vi: '1 phòng ngủ' } },
  { key: '2br', bedrooms: 2, name: { en: '2 bedrooms', ja: '2ベッドルーム', vi: '2 phòng ngủ' } },
  { key: '3br', bedrooms: 3, name: { en: '3 bedrooms', ja: '3ベッドルーム', vi: '3 phòng ngủ' } },
  {
    key: '4br-plus',
    bedrooms: 4,
    name: { en: '4+ bedrooms', ja: '4ベッドルーム以上', vi: 'Từ 4 phòng ngủ' },
  },
];

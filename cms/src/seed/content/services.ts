import type { OfferServiceSeed } from './types.js';

/** Extras that come with an offer; icons are lucide icon names. */
export const offerServices: OfferServiceSeed[] = [
  {
    key: 'airport-pickup',
    icon: 'plane-landing',
    name: { en: 'Free airport pickup', ja: '空港への無料送迎', vi: 'Miễn phí đón sân bay' },
  },
  {
    key: 'weekly-cleaning',
    icon: 'sparkles',
    name: { en: 'Weekly cleaning', ja: '週1回の清掃', vi: 'Dọn dẹp hằng tuần' },
  },
  {
    key: 'free-breakfast',
    icon: 'croissant',
    name: { en: 'Free breakfast', ja: '朝食無料', vi: 'Miễn phí bữa sáng' },
  },
  {
    key: 'gym-membership',
    icon: 'dumbbell',
    name: { en: 'Free gym membership', ja: 'ジム会員権無料', vi: 'Miễn phí thẻ tập gym' },
  },
  {
    key: 'late-checkout',
    icon: 'clock',
    name: { en: 'Late check-out', ja: 'レイトチェックアウト', vi: 'Trả phòng muộn' },
  },
  {
    key: 'welcome-fruit',
    icon: 'apple',
    name: { en: 'Welcome fruit basket', ja: 'ウェルカムフルーツ', vi: 'Giỏ trái cây chào mừng' },
  },
  {
    key: 'free-laundry',
    icon: 'shirt',
    name: { en: 'Free laundry twice a week', ja: '週2回のランドリー無料', vi: 'Miễn phí giặt là 2 lần/tuần' },
  },
  {
    key: 'free-parking',
    icon: 'car',
    name: { en: 'Free motorbike parking', ja: 'バイク駐車場無料', vi: 'Miễn phí gửi xe máy' },
  },
];

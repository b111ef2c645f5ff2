import type { FacilityGroupSeed, FacilitySeed } from './types.js';

export const facilityGroups: FacilityGroupSeed[] = [
  {
    key: 'interior',
    legacyId: 2,
    name: { en: 'Interior facilities', ja: '室内設備', vi: 'Tiện nghi trong căn hộ' },
  },
  {
    key: 'building',
    legacyId: 3,
    name: { en: 'Building facilities', ja: '建物設備', vi: 'Tiện ích tòa nhà' },
  },
];

/** Icons are lucide icon names. isShow false: listed but shown greyed out (not mentioned in any listing text). */
export const facilities: FacilitySeed[] = [
  // Interior (group id 2)
  {
    key: 'air-conditioning',
    group: 'interior',
    icon: 'air-vent',
    isShow: true,
    name: { en: 'Air conditioning', ja: 'エアコン', vi: 'Điều hòa' },
  },
  {
    key: 'washing-machine',
    group: 'interior',
    icon: 'washing-machine',
    isShow: true,
    name: { en: 'Washing machine', ja: '洗濯機', vi: 'Máy giặt' },
  },
  {
    key: 'kitchen',
    group: 'interior',
    icon: 'cooking-pot',
    isShow: true,
    name: { en: 'Fully equipped kitchen', ja: '設備の整ったキッチン', vi: 'Bếp đầy đủ dụng cụ' },
  },
  {
    key: 'smart-tv',
    group: 'interior',
    icon: 'tv',
    isShow: true,
    name: { en: 'Smart TV', ja: 'スマートテレビ', vi: 'Smart TV' },
  },
  {
    key: 'wifi',
    group: 'interior',
    icon: 'wifi',
    isShow: true,
    name: { en: 'Wi-Fi', ja: 'Wi-Fi', vi: 'Wi-Fi' },
  },
  {
    key: 'bathtub',
    group: 'interior',
    icon: 'bath',
    isShow: true,
    name: { en: 'Bathtub', ja: 'バスタブ', vi: 'Bồn tắm' },
  },
  {
    key: 'dishwasher',
    group: 'interior',
    icon: 'utensils',
    isShow: true,
    name: { en: 'Dishwasher', ja: '食器洗い機', vi: 'Máy rửa bát' },
  },
  {
    key: 'microwave',
    group: 'interior',
    icon: 'microwave',
    isShow: true,
    name: { en: 'Microwave', ja: '電子レンジ', vi: 'Lò vi sóng' },
  },
  {
    key: 'safe-box',
    group: 'interior',
    icon: 'vault',
    isShow: false,
    name: { en: 'Safe box', ja: 'セーフティボックス', vi: 'Két sắt' },
  },
  {
    key: 'work-desk',
    group: 'interior',
    icon: 'lamp-desk',
    isShow: true,
    name: { en: 'Work desk', ja: 'ワークデスク', vi: 'Bàn làm việc' },
  },
  {
    key: 'dryer',
    group: 'interior',
    icon: 'wind',
    isShow: true,
    name: { en: 'Clothes dryer', ja: '衣類乾燥機', vi: 'Máy sấy quần áo' },
  },
  {
    key: 'oven',
    group: 'interior',
    icon: 'chef-hat',
    isShow: true,
    name: { en: 'Oven', ja: 'オーブン', vi: 'Lò nướng' },
  },
  {
    key: 'coffee-machine',
    group: 'interior',
    icon: 'coffee',
    isShow: false,
    name: { en: 'Coffee machine', ja: 'コーヒーメーカー', vi: 'Máy pha cà phê' },
  },
  {
    key: 'blackout-curtains',
    group: 'interior',
    icon: 'blinds',
    isShow: true,
    name: { en: 'Blackout curtains', ja: '遮光カーテン', vi: 'Rèm cản sáng' },
  },

  // Building (group id 3)
  {
    key: 'swimming-pool',
    group: 'building',
    icon: 'waves',
    isShow: true,
    name: { en: 'Swimming pool', ja: 'プール', vi: 'Hồ bơi' },
  },
  {
    key: 'gym',
    group: 'building',
    icon: 'dumbbell',
    isShow: true,
    name: { en: 'Gym', ja: 'ジム', vi: 'Phòng gym' },
  },
  {
    key: 'security-24-7',
    group: 'building',
    icon: 'shield-check',
    isShow: true,
    name: { en: '24/7 security', ja: '24時間セキュリティ', vi: 'Bảo vệ 24/7' },
  },
  {
    key: 'reception',
    group: 'building',
    icon: 'concierge-bell',
    isShow: true,
    name: { en: 'Reception', ja: 'レセプション', vi: 'Lễ tân' },
  },
  {
    key: 'parking',
    group: 'building',
    icon: 'square-parking',
    isShow: true,
    name: { en: 'Parking', ja: '駐車場', vi: 'Bãi đỗ xe' },
  },
  {
    key: 'elevator',
    group: 'building',
    icon: 'arrow-up-down',
    isShow: true,
    name: { en: 'Elevator', ja: 'エレベーター', vi: 'Thang máy' },
  },
  {
    key: 'laundry-service',
    group: 'building',
    icon: 'shirt',
    isShow: true,
    name: { en: 'Laundry service', ja: 'ランドリーサービス', vi: 'Dịch vụ giặt là' },
  },
  {
    key: 'housekeeping',
    group: 'building',
    icon: 'sparkles',
    isShow: true,
    name: { en: 'Housekeeping', ja: '客室清掃', vi: 'Dọn phòng' },
  },
  {
    key: 'bbq-area',
    group: 'building',
    icon: 'flame',
    isShow: true,
    name: { en: 'BBQ area', ja: 'バーベキューエリア', vi: 'Khu vực BBQ' },
  },
  {
    key: 'kids-playground',
    group: 'building',
    icon: 'baby',
    isShow: true,
    name: { en: "Kids' playground", ja: 'キッズプレイグラウンド', vi: 'Sân chơi trẻ em' },
  },
  {
    key: 'rooftop-bar',
    group: 'building',
    icon: 'wine',
    isShow: true,
    name: { en: 'Rooftop bar', ja: 'ルーフトップバー', vi: 'Quầy bar sân thượng' },
  },
  {
    key: 'shuttle-bus',
    group: 'building',
    icon: 'bus',
    isShow: true,
    name: { en: 'Shuttle bus', ja: 'シャトルバス', vi: 'Xe đưa đón' },
  },
];

export const interiorFacilityKeys = facilities.filter((f) => f.group === 'interior').map((f) => f.key);
export const buildingFacilityKeys = facilities.filter((f) => f.group === 'building').map((f) => f.key);

import type { CitySeed } from './types.js';

/**
 * The three cities StayVN serves, with their main urban districts. Centres are approximate
 * geographic centres of each district's built-up area (WGS 84), good enough for map framing.
 */
export const cities: CitySeed[] = [
  {
    code: 'HN',
    name: { en: 'Hanoi', ja: 'ハノイ', vi: 'Hà Nội' },
    isDefault: true,
    center: { lat: 21.0285, lng: 105.8542 },
    districts: [
      {
        key: 'ba-dinh',
        name: { en: 'Ba Dinh', ja: 'バーディン区', vi: 'Ba Đình' },
        center: { lat: 21.0341, lng: 105.8188 },
      },
      {
        key: 'hoan-kiem',
        name: { en: 'Hoan Kiem', ja: 'ホアンキエム区', vi: 'Hoàn Kiếm' },
        center: { lat: 21.0288, lng: 105.8525 },
      },
      {
        key: 'tay-ho',
        name: { en: 'Tay Ho', ja: 'タイホー区', vi: 'Tây Hồ' },
        center: { lat: 21.0685, lng: 105.819 },
      },
      {
        key: 'cau-giay',
        name: { en: 'Cau Giay', ja: 'カウザイ区', vi: 'Cầu Giấy' },
        center: { lat: 21.032, lng: 105.793 },
      },
      {
        key: 'dong-da',
        name: { en: 'Dong Da', ja: 'ドンダー区', vi: 'Đống Đa' },
        center: { lat: 21.0181, lng: 105.8297 },
      },
      {
        key: 'hai-ba-trung',
        name: { en: 'Hai Ba Trung', ja: 'ハイバーチュン区', vi: 'Hai Bà Trưng' },
        center: { lat: 21.006, lng: 105.8575 },
      },
      {
        key: 'thanh-xuan',
        name: { en: 'Thanh Xuan', ja: 'タインスアン区', vi: 'Thanh Xuân' },
        center: { lat: 20.9935, lng: 105.811 },
      },
      {
        key: 'nam-tu-liem',
        name: { en: 'Nam Tu Liem', ja: 'ナムトゥーリエム区', vi: 'Nam Từ Liêm' },
        center: { lat: 21.0125, lng: 105.765 },
      },
      {
        key: 'bac-tu-liem',
        name: { en: 'Bac Tu Liem', ja: 'バクトゥーリエム区', vi: 'Bắc Từ Liêm' },
        center: { lat: 21.0705, lng: 105.7625 },
      },
      {
        key: 'long-bien',
        name: { en: 'Long Bien', ja: 'ロンビエン区', vi: 'Long Biên' },
        center: { lat: 21.047, lng: 105.8885 },
      },
      {
        key: 'hoang-mai',
        name: { en: 'Hoang Mai', ja: 'ホアンマイ区', vi: 'Hoàng Mai' },
        center: { lat: 20.977, lng: 105.861 },
      },
    ],
  },
  {
    code: 'HCM',
    name: { en: 'Ho Chi Minh City', ja: 'ホーチミン市', vi: 'Thành phố Hồ Chí Minh' },
    isDefault: false,
    center: { lat: 10.7769, lng: 106.7009 },
    districts: [
      {
        key: 'quan-1',
        name: { en: 'District 1', ja: '1区', vi: 'Quận 1' },
        center: { lat: 10.7756, lng: 106.7004 },
      },
      {
        key: 'quan-3',
        name: { en: 'District 3', ja: '3区', vi: 'Quận 3' },
        center: { lat: 10.7843, lng: 106.6844 },
      },
      {
        key: 'quan-4',
        name: { en: 'District 4', ja: '4区', vi: 'Quận 4' },
        center: { lat: 10.759, lng: 106.704 },
      },
      {
        key: 'quan-5',
        name: { en: 'District 5', ja: '5区', vi: 'Quận 5' },
        center: { lat: 10.754, lng: 106.6634 },
      },
      {
        key: 'quan-7',
        name: { en: 'District 7', ja: '7区', vi: 'Quận 7' },
        center: { lat: 10.734, lng: 106.7218 },
      },
      {
        key: 'quan-10',
        name: { en: 'District 10', ja: '10区', vi: 'Quận 10' },
        center: { lat: 10.773, lng: 106.668 },
      },
      {
        key: 'binh-thanh',
        name: { en: 'Binh Thanh', ja: 'ビンタイン区', vi: 'Bình Thạnh' },
        center: { lat: 10.8106, lng: 106.7091 },
      },
      {
        key: 'phu-nhuan',
        name: { en: 'Phu Nhuan', ja: 'フーニュアン区', vi: 'Phú Nhuận' },
        center: { lat: 10.7992, lng: 106.6803 },
      },
      {
        key: 'tan-binh',
        name: { en: 'Tan Binh', ja: 'タンビン区', vi: 'Tân Bình' },
        center: { lat: 10.8016, lng: 106.6527 },
      },
      {
        key: 'thu-duc',
        name: {
          en: 'Thu Duc City (Thao Dien)',
          ja: 'トゥードゥック市（タオディエン）',
          vi: 'Thủ Đức (Thảo Điền)',
        },
        center: { lat: 10.804, lng: 106.7345 },
      },
    ],
  },
  {
    code: 'HP',
    name: { en: 'Hai Phong', ja: 'ハイフォン', vi: 'Hải Phòng' },
    isDefault: false,
    center: { lat: 20.8449, lng: 106.6881 },
    districts: [
      {
        key: 'hong-bang',
        name: { en: 'Hong Bang', ja: 'ホンバン区', vi: 'Hồng Bàng' },
        center: { lat: 20.862, lng: 106.676 },
      },
      {
        key: 'ngo-quyen',
        name: { en: 'Ngo Quyen', ja: 'ゴークエン区', vi: 'Ngô Quyền' },
        center: { lat: 20.852, lng: 106.699 },
      },
      {
        key: 'le-chan',
        name: { en: 'Le Chan', ja: 'レーチャン区', vi: 'Lê Chân' },
        center: { lat: 20.839, lng: 106.678 },
      },
      {
        key: 'hai-an',
        name: { en: 'Hai An', ja: 'ハイアン区', vi: 'Hải An' },
        center: { lat: 20.831, lng: 106.733 },
      },
      {
        key: 'kien-an',
        name: { en: 'Kien An', ja: 'キエンアン区', vi: 'Kiến An' },
        center: { lat: 20.808, lng: 106.627 },
      },
      {
        key: 'do-son',
        name: { en: 'Do Son', ja: 'ドーソン区', vi: 'Đồ Sơn' },
        center: { lat: 20.72, lng: 106.778 },
      },
    ],
  },
];

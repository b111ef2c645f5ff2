import type { ViewSeed } from './types.js';

export const views: ViewSeed[] = [
  { key: 'city-view', name: { en: 'City view', ja: 'シティビュー', vi: 'View thành phố' } },
  { key: 'river-view', name: { en: 'River view', ja: 'リバービュー', vi: 'View sông' } },
  { key: 'lake-view', name: { en: 'Lake view', ja: 'レイクビュー', vi: 'View hồ' } },
  { key: 'garden-view', name: { en: 'Garden view', ja: 'ガーデンビュー', vi: 'View vườn' } },
  { key: 'pool-view', name: { en: 'Pool view', ja: 'プールビュー', vi: 'View hồ bơi' } },
  { key: 'sea-view', name: { en: 'Sea view', ja: 'オーシャンビュー', vi: 'View biển' } },
];

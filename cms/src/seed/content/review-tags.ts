import type { ReviewTagSeed } from './types.js';

export const reviewTags: ReviewTagSeed[] = [
  { key: 'very-luxurious', title: { en: 'Very luxurious', ja: 'とても豪華', vi: 'Rất sang trọng' } },
  { key: 'comfortable', title: { en: 'Comfortable', ja: '快適', vi: 'Thoải mái' } },
  { key: 'convenient', title: { en: 'Convenient', ja: '便利な立地', vi: 'Thuận tiện' } },
  { key: 'good-security', title: { en: 'Good security', ja: 'セキュリティが安心', vi: 'An ninh tốt' } },
];

import type { SiteSettingSeed } from '../types';

export const siteSettingSeed: SiteSettingSeed = {
  hotline: '+84 24 3333 8888',
  exchangeRate: 25400,
};

import type { CmsLocale } from '../lib/locales';
import type { Drawing } from './images';

export type Localized<T> = Record<CmsLocale, T>;

/** A picture the seed draws and uploads once; properties and banners refer to it by key. */
export interface ImageSeed {
  key: string;
  drawing: Drawing;
  width: number;
  height: number;
  alt: string;
}

export interface SiteSettingSeed {
  hotline: string;
  exchangeRate: number;
}

export interface BannerSeed {
  key: string;
  order: number;
  url: string;
  image: string;
  text: Localized<{ name: string; subTitle: string; titleButton: string }>;
}

export interface PropertySeed {
  slug: string;
  kind: 'apartment' | 'office';
  typeCode: 'long' | 'short';
  cityCode: 'HN' | 'HCM' | 'HP';
  /** 0 is a studio; offices have none. */
  bedrooms: number | null;
  size: number;
  /** Whole US dollars: per month (long), per day (short), per m² per month (offices). */
  priceUsd: number;
  offerPriceUsd?: number;
  hot: boolean;
  images: string[];
  text: Localized<{ name: string; district: string; address: string; overview: string }>;
}

/**
 * Shapes of the demo content the CMS seeds on first start. Texts are given in the three CMS
 * locales; everything else (numbers, geo, relations by key) is shared across locales.
 * Rich texts are Markdown (Strapi's `richtext`).
 */
export type Localized = { en: string; ja: string; vi: string };

export type CityCode = 'HN' | 'HCM' | 'HP';
export type GeoPoint = { lat: number; lng: number };

/** What a generated picture should show; the seeder draws it (no photos are shipped). */
export type ImageMotif =
  | 'living-room'
  | 'bedroom'
  | 'kitchen'
  | 'bathroom'
  | 'balcony-view'
  | 'office-desk'
  | 'meeting-room'
  | 'building'
  | 'skyline'
  | 'pool'
  | 'gym'
  | 'lobby'
  | 'street'
  | 'food'
  | 'park'
  | 'logo';

export type DistrictSeed = { key: string; name: Localized; center: GeoPoint };
export type CitySeed = {
  code: CityCode;
  name: Localized;
  isDefault: boolean;
  center: GeoPoint;
  districts: DistrictSeed[];
};

export type FacilityGroupSeed = { key: 'interior' | 'building'; legacyId: 2 | 3; name: Localized };
export type FacilitySeed = {
  key: string;
  group: FacilityGroupSeed['key'];
  name: Localized;
  /** an icon name from the web's icon set (lucide names, e.g. 'wifi', 'dumbbell', 'waves') */
  icon: string;
  isShow: boolean;
};
export type ViewSeed = { key: string; name: Localized };
export type BedroomTypeSeed = { key: string; bedrooms: number; name: Localized };

export type NearbyItemSeed = {
  name: Localized;
  geo: GeoPoint;
  /** e.g. "5 minutes on foot" */
  content: Localized;
  address: Localized;
  phone?: string;
  icon: string;
  motif: ImageMotif;
};
export type NearbyCategorySeed = { name: Localized; icon: string; items: NearbyItemSeed[] };
export type OfferServiceSeed = { key: string; name: Localized; icon: string };

export type ProjectSeed = {
  key: string;
  slug: string;
  name: Localized;
  city: CityCode;
  district: string; // DistrictSeed.key
  address: Localized;
  geo: GeoPoint;
  overview: Localized; // Markdown, 2-4 paragraphs
  facilities: string[]; // FacilitySeed.key of group 'building'
  nearby: NearbyCategorySeed[];
  services: string[]; // OfferServiceSeed.key
  quantity: number; // number of units in the building
  motifs: ImageMotif[]; // gallery
};

export type PropertySeed = {
  key: string;
  slug: string;
  kind: 'apartment' | 'office';
  typeCode: 'long' | 'short';
  project: string | null; // ProjectSeed.key
  city: CityCode;
  district: string; // DistrictSeed.key
  name: Localized;
  address: Localized;
  geo: GeoPoint;
  bedroomType: string | null; // BedroomTypeSeed.key; null for offices
  bathrooms: number;
  size: number; // m²
  view: string | null; // ViewSeed.key
  facilities: string[]; // FacilitySeed.key, interior and building
  /** long: per month; short: per day; office: per m² per month. USD major units. */
  priceUsd: number;
  priceVnd: number;
  offerPriceUsd: number | null;
  offerPriceVnd: number | null;
  isOffer: boolean;
  offerItems: string[]; // OfferServiceSeed.key
  hot: boolean;
  overview: Localized; // Markdown
  capacity: number | null; // offices: people
  motifs: ImageMotif[];
};

export type BlogCategoryKey =
  'news' | 'newly-launched-properties' | 'rental-living-tips' | 'living-in-vietnam';
export type BlogCategorySeed = { key: BlogCategoryKey | 'all-blogs'; name: Localized };
export type BlogSeed = {
  key: string;
  slug: string;
  category: BlogCategoryKey;
  title: Localized;
  excerpt: Localized;
  body: Localized; // Markdown, 4-8 paragraphs with a heading or two
  date: string; // ISO date
  motif: ImageMotif;
};

export type BannerSeed = {
  key: string;
  name: Localized;
  subTitle: Localized;
  titleButton: Localized;
  url: string; // a site path without language, e.g. '/serviced-apartments'
  motif: ImageMotif;
};
export type EssentialSeed = { key: string; title: Localized; content: Localized; motif: ImageMotif };

export type FaqCategoryKey =
  | 'owners'
  | 'frequently-asked-issues'
  | 'customer-support-service'
  | 'apartment-renting-process'
  | 'useful-information';
export type FaqSeed = { key: string; category: FaqCategoryKey; title: Localized; content: Localized };

export type PolicySeed = {
  key: 'terms-of-service' | 'privacy-policy' | 'cancellation-policy';
  title: Localized;
  content: Localized; // Markdown, long
};

export type PageSeed = {
  key: string;
  slug: string;
  title: Localized;
  summary: Localized;
  content: Localized; // Markdown
  motif: ImageMotif;
};

export type PartnerSeed = { key: string; name: string; url: string };
export type SpecialListSeed = { key: string; name: Localized; properties: string[] /* PropertySeed.key */ };
export type ReviewTagSeed = { key: string; title: Localized };

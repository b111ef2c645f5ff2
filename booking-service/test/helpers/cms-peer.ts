import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CityCode, CmsLocale, PropertyKind, StayType } from '@stayvn/shared';
import { answerChannelFeeds, type PeerChannelFeed } from './cms-peer-channel-feeds.js';

/**
 * A local HTTP peer standing for the CMS: it answers /api/properties the way Strapi 5's REST API
 * does (published entries only, one entry per locale, flattened attributes, media with formats,
 * big integers as strings, Strapi's 404 body). The real CMS is covered by the e2e suite.
 */

export interface PeerLocaleTexts {
  name: string;
  address?: string | null;
}

export interface PeerImage {
  url: string;
  width: number;
  height: number;
  alternativeText?: string | null;
  formats?: Partial<
    Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string; width: number; height: number }>
  >;
}

/** A taxonomy entry (district, view, facility...): a stable key, a name per published locale. */
export interface PeerTaxon {
  documentId: string;
  key: string;
  names: Partial<Record<CmsLocale, string>>;
}

export interface PeerFacility extends PeerTaxon {
  icon: string | null;
  isShow: boolean;
  group: 'interior' | 'building';
}

export interface PeerProperty {
  documentId: string;
  slug: string;
  kind: PropertyKind;
  typeCode: StayType;
  cityCode: CityCode;
  district: PeerTaxon | null;
  project: (PeerTaxon & { slug: string }) | null;
  latitude: number | null;
  longitude: number | null;
  bedroomType: (PeerTaxon & { bedrooms: number }) | null;
  bathrooms: number | null;
  size: number | null;
  capacity: number | null;
  view: PeerTaxon | null;
  facilities: PeerFacility[];
  priceUsd: number;
  priceVnd: number;
  offerPriceUsd: number | null;
  offerPriceVnd: number | null;
  isOffer: boolean;
  offerItems: (PeerTaxon & { icon: string | null })[];
  /** Seasonal rates (issue 32), as the CMS answers the components: dollars, dates or a holiday key. */
  ratePeriods?: Record<string, unknown>[];
  ratePlans?: { documentId: string; name: string; periods: Record<string, unknown>[] }[];
  /** Private: only the token-only channel-feeds routes answer them (issue 32). */
  channelFeeds?: PeerChannelFeed[];
  hot: boolean;
  images: PeerImage[];
  texts: Partial<Record<CmsLocale, PeerLocaleTexts>>;
  publishedAt: string;
  updatedAt: string;
}

/** A project (building) as the header menu needs it; a locale without a name is unpublished. */
export interface PeerProject {
  documentId: string;
  key: string;
  slug: string;
  cityCode: CityCode | null;
  names: Partial<Record<CmsLocale, string>>;
  updatedAt?: string;
}

/** A review tag: a stable key, a title per locale (tags have no drafts). */
export interface PeerReviewTag {
  documentId: string;
  key: string;
  titles: Partial<Record<CmsLocale, string>>;
}

interface Stored {
  published: PeerProperty | null;
  draft: PeerProperty;
}

/** Taxonomy entries as the seed names them; tests pick from these or make their own. */
export const peerTaxa = {
  badinh: {
    documentId: 'district-ba-dinh',
    key: 'ba-dinh',
    names: { en: 'Ba Dinh', ja: 'バーディン', vi: 'Ba Đình' },
  },
  tayho: {
    documentId: 'district-tay-ho',
    key: 'tay-ho',
    names: { en: 'Tay Ho', ja: 'タイホー', vi: 'Tây Hồ' },
  },
  district1: {
    documentId: 'district-1',
    key: 'district-1',
    names: { en: 'District 1', ja: '1区', vi: 'Quận 1' },
  },
  lotus: {
    documentId: 'project-lotus',
    key: 'lotus-residence',
    slug: 'lotus-residence',
    names: { en: 'Lotus Residence', ja: 'ロータスレジデンス', vi: 'Lotus Residence' },
  },
  twoBedrooms: {
    documentId: 'bedroom-2',
    key: '2-bedrooms',
    bedrooms: 2,
    names: { en: '2 bedrooms', ja: '2ベッドルーム', vi: '2 phòng ngủ' },
  },
  studio: {
    documentId: 'bedroom-0',
    key: 'studio',
    bedrooms: 0,
    names: { en: 'Studio', ja: 'スタジオ', vi: 'Studio' },
  },
  lakeView: {
    documentId: 'view-lake',
    key: 'lake-view',
    names: { en: 'Lake view', ja: '湖の眺め', vi: 'View hồ' },
  },
  cityView: {
    documentId: 'view-city',
    key: 'city-view',
    names: { en: 'City view', ja: '街の眺め', vi: 'View thành phố' },
  },
  wifi: {
    documentId: 'facility-wifi',
    key: 'wifi',
    icon: 'wifi',
    isShow: true,
    group: 'interior',
    names: { en: 'Wi-Fi', ja: 'Wi-Fi', vi: 'Wi-Fi' },
  },
  kitchen: {
    documentId: 'facility-kitchen',
    key: 'kitchen',
    icon: 'cooking-pot',
    isShow: true,
    group: 'interior',
    names: { en: 'Kitchen', ja: 'キッチン', vi: 'Bếp' },
  },
  pool: {
    documentId: 'facility-pool',
    key: 'swimming-pool',
    icon: 'waves',
    isShow: true,
    group: 'building',
    names: { en: 'Swimming pool', ja: 'プール', vi: 'Hồ bơi' },
  },
  gym: {
    documentId: 'facility-gym',
    key: 'gym',
    icon: 'dumbbell',
    isShow: false,
    group: 'building',
    names: { en: 'Gym', ja: 'ジム', vi: 'Phòng gym' },
  },
  cleaning: {
    documentId: 'offer-cleaning',
    key: 'weekly-cleaning',
    icon: 'sparkles',
    names: { en: 'Weekly cleaning', ja: '週1回の清掃', vi: 'Dọn phòng hằng tuần' },
  },
} as const satisfies Record<string, PeerTaxon & Record<string, unknown>>;

const cityNames: Record<CityCode, Record<CmsLocale, string>> = {
  HN: { en: 'Hanoi', ja: 'ハノイ', vi: 'Hà Nội' },
  HCM: { en: 'Ho Chi Minh City', ja: 'ホーチミン', vi: 'Hồ Chí Minh' },
  HP: { en: 'Hai Phong', ja: 'ハイフォン', vi: 'Hải Phòng' },
};

let sequence = 0;

/** A published-ready property with sensible defaults; override what a test cares about. */
export function peerProperty(overrides: Partial<PeerProperty> & { documentId?: string } = {}): PeerProperty {
  sequence += 1;
  const documentId = overrides.documentId ?? `doc${String(sequence).padStart(6, '0')}abcdefghijklmn`;
  return structuredClone({
    documentId,
    slug: `property-${sequence}`,
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HN',
    district: peerTaxa.badinh,
    project: peerTaxa.lotus,
    latitude: 21.0333,
    longitude: 105.8142,
    bedroomType: peerTaxa.twoBedrooms,
    bathrooms: 2,
    size: 85.5,
    capacity: 4,
    view: peerTaxa.lakeView,
    facilities: [peerTaxa.wifi, peerTaxa.pool],
    priceUsd: 1200.5,
    priceVnd: 30_000_000,
    offerPriceUsd: null,
    offerPriceVnd: null,
    isOffer: false,
    offerItems: [],
    hot: true,
    images: [
      {
        url: `/uploads/property_${sequence}.jpg`,
        width: 2000,
        height: 1500,
        alternativeText: null,
        formats: {
          thumbnail: { url: `/uploads/thumbnail_property_${sequence}.jpg`, width: 208, height: 156 },
          small: { url: `/uploads/small_property_${sequence}.jpg`, width: 500, height: 375 },
          medium: { url: `/uploads/medium_property_${sequence}.jpg`, width: 750, height: 563 },
        },
      },
    ],
    texts: {
      en: { name: `Residence ${sequence}`, address: `${sequence} Kim Ma` },
      ja: { name: `レジデンス ${sequence}`, address: `キムマー ${sequence}` },
      vi: { name: `Căn hộ ${sequence}`, address: `${sequence} Kim Mã` },
    },
    publishedAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
    ...overrides,
  }) as PeerProperty;
}

/**
 * An editorial entry (blog, blog category, project, special list, policy, page) with the
 * attributes page URLs are made of, published in the given locales.
 */
export interface PeerContentEntry {
  documentId: string;
  locales: CmsLocale[];
  key?: string;
  slug?: string;
  section?: string;
  /** A blog's category, as the blog-populate middleware answers it. */
  category?: { key: string } | null;
  updatedAt?: string;
}

export interface CmsPeer {
  url: string;
  /** Replaces the published entries of an editorial collection, e.g. `blogs` or `pages`. */
  setContent(collection: string, entries: PeerContentEntry[]): void;
  /** What `GET /api/site-setting` answers as `data` (404 until set). */
  setSiteSetting(data: Record<string, unknown>): void;
  /** Saves and publishes, as the editor's Publish button does. */
  publish(property: PeerProperty): void;
  /** Saves a draft only; the published version (if any) stays as it was. */
  saveDraft(property: PeerProperty): void;
  unpublish(documentId: string): void;
  remove(documentId: string): void;
  /** Saves and publishes a project in the locales it has a name in. */
  publishProject(project: PeerProject): void;
  unpublishProject(documentId: string): void;
  saveReviewTag(tag: PeerReviewTag): void;
  removeReviewTag(documentId: string): void;
  /**
   * An editor renames a taxonomy entry (district, project, view, facility...): every published
   * property that relates to it shows the new names from then on, as Strapi's populate would.
   */
  renameTaxon(documentId: string, names: Partial<Record<CmsLocale, string>>): void;
  /**
   * While down, requests get 503 as from a proxy in front of a stopped CMS: every request, or
   * only those for one locale (to fail a resync midway).
   */
  setDown(down: boolean | CmsLocale): void;
  reset(): void;
  requests: string[];
  close(): Promise<void>;
}

function media(image: PeerImage, index: number) {
  return {
    id: index + 1,
    documentId: `media${index + 1}`,
    name: image.url.split('/').pop(),
    alternativeText: image.alternativeText ?? null,
    caption: null,
    width: image.width,
    height: image.height,
    formats: Object.fromEntries(
      Object.entries(image.formats ?? {}).map(([name, format]) => [
        name,
        {
          ...format,
          name: format.url.split('/').pop(),
          ext: '.jpg',
          mime: 'image/jpeg',
          size: 12.3,
          sizeInBytes: 12_300,
          path: null,
        },
      ]),
    ),
    hash: 'hash',
    ext: '.jpg',
    mime: 'image/jpeg',
    size: 120.5,
    url: image.url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A relation as the property-populate middleware answers it, or null when unpublished in `locale`. */
function taxon(entry: PeerTaxon | null, locale: CmsLocale, id: number, extra: Record<string, unknown> = {}) {
  if (!entry || entry.names[locale] === undefined) return null;
  return { id, documentId: entry.documentId, key: entry.key, name: entry.names[locale], ...extra };
}

/** One locale of a property as Strapi 5's REST API flattens it, populated by property-populate. */
function strapiEntry(property: PeerProperty, locale: CmsLocale, id: number) {
  const texts = property.texts[locale]!;
  return {
    id,
    documentId: property.documentId,
    name: texts.name,
    slug: property.slug,
    kind: property.kind,
    typeCode: property.typeCode,
    city: {
      id: 1,
      documentId: `city-${property.cityCode.toLowerCase()}`,
      code: property.cityCode,
      name: cityNames[property.cityCode][locale],
      isDefault: property.cityCode === 'HN',
      latitude: 21.03,
      longitude: 105.85,
    },
    district: taxon(property.district, locale, 2, { latitude: null, longitude: null }),
    project: property.project && taxon(property.project, locale, 3, { slug: property.project.slug }),
    address: texts.address ?? null,
    latitude: property.latitude,
    longitude: property.longitude,
    bedroomType:
      property.bedroomType &&
      taxon(property.bedroomType, locale, 4, { bedrooms: property.bedroomType.bedrooms }),
    bathrooms: property.bathrooms,
    // Strapi answers decimals as numbers on SQLite.
    size: property.size,
    capacity: property.capacity,
    view: taxon(property.view, locale, 5),
    facilities: property.facilities.flatMap((facility, index) => {
      const entry = taxon(facility, locale, 10 + index, {
        icon: facility.icon,
        isShow: facility.isShow,
        group: {
          id: facility.group === 'interior' ? 2 : 3,
          documentId: `group-${facility.group}`,
          key: facility.group,
          legacyId: facility.group === 'interior' ? 2 : 3,
          name: facility.group,
        },
      });
      return entry ? [entry] : [];
    }),
    priceUsd: property.priceUsd,
    // Strapi answers biginteger attributes as strings.
    priceVnd: String(property.priceVnd),
    offerPriceUsd: property.offerPriceUsd,
    offerPriceVnd: property.offerPriceVnd === null ? null : String(property.offerPriceVnd),
    isOffer: property.isOffer,
    ratePeriods: (property.ratePeriods ?? []).map((period, index) => ({ id: index + 1, ...period })),
    ratePlans: (property.ratePlans ?? []).map((plan, index) => ({ id: index + 1, ...plan })),
    offerItems: property.offerItems.flatMap((item, index) => {
      const entry = taxon(item, locale, 50 + index, { icon: item.icon });
      return entry ? [entry] : [];
    }),
    hot: property.hot,
    overview: `Overview in ${locale}`,
    createdAt: '2025-12-01T00:00:00.000Z',
    updatedAt: property.updatedAt,
    publishedAt: property.publishedAt,
    locale,
    images: property.images.map(media),
  };
}

function strapiProject(project: PeerProject, locale: CmsLocale, id: number) {
  const cityCode = project.cityCode;
  return {
    id,
    documentId: project.documentId,
    key: project.key,
    slug: project.slug,
    name: project.names[locale],
    address: null,
    latitude: null,
    longitude: null,
    overview: null,
    quantity: 3,
    featured: false,
    city: cityCode
      ? {
          id: 1,
          documentId: `city-${cityCode.toLowerCase()}`,
          code: cityCode,
          name: cityNames[cityCode][locale],
        }
      : null,
    district: null,
    gallery: [],
    services: [],
    createdAt: '2025-12-01T00:00:00.000Z',
    updatedAt: project.updatedAt ?? '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
    locale,
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const notFound = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};

export async function startCmsPeer({ port = 0 }: { port?: number } = {}): Promise<CmsPeer> {
  const documents = new Map<string, Stored>();
  const projects = new Map<string, PeerProject>();
  const reviewTags = new Map<string, PeerReviewTag>();
  const content = new Map<string, PeerContentEntry[]>();
  const requests: string[] = [];
  let down: boolean | CmsLocale = false;
  let siteSetting: Record<string, unknown> | null = null;

  function published(locale: CmsLocale) {
    return [...documents.values()]
      .map((stored) => stored.published)
      .filter(
        (property): property is PeerProperty => property !== null && property.texts[locale] !== undefined,
      );
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://cms.test');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const locale = (url.searchParams.get('locale') ?? 'en') as CmsLocale;
    if (down === true || down === locale) return send(response, 503, { error: 'Service Unavailable' });
    if (request.method !== 'GET') return send(response, 405, { error: 'Method Not Allowed' });
    // The property-populate middleware populates everything; a client's own populate would replace it.
    if (url.searchParams.has('populate')) return send(response, 400, { error: 'unexpected populate' });

    /** One page of a Strapi list, as `pagination[page]` and `pagination[pageSize]` ask. */
    const sendPage = <T>(all: T[], entryOf: (item: T, id: number) => unknown) => {
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const pageSize = Math.min(Number(url.searchParams.get('pagination[pageSize]') ?? 25), 100);
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      return send(response, 200, {
        data: slice.map((item, index) => entryOf(item, (page - 1) * pageSize + index + 1)),
        meta: {
          pagination: {
            page,
            pageSize,
            pageCount: Math.max(1, Math.ceil(all.length / pageSize)),
            total: all.length,
          },
        },
      });
    };

    // A collection set whole through setContent answers before the stores below.
    const collection = /^\/api\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (collection && content.has(collection)) {
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const pageSize = Math.min(Number(url.searchParams.get('pagination[pageSize]') ?? 25), 100);
      const all = content.get(collection)!.filter((entry) => entry.locales.includes(locale));
      return send(response, 200, {
        data: all
          .slice((page - 1) * pageSize, page * pageSize)
          .map(({ locales: _locales, updatedAt, ...entry }, index) => ({
            id: index + 1,
            ...entry,
            locale,
            updatedAt: updatedAt ?? '2026-01-01T00:00:00.000Z',
          })),
        meta: {
          pagination: {
            page,
            pageSize,
            pageCount: Math.max(1, Math.ceil(all.length / pageSize)),
            total: all.length,
          },
        },
      });
    }

    if (url.pathname === '/api/site-setting') {
      if (!siteSetting) return send(response, 404, notFound);
      return send(response, 200, { data: { id: 1, documentId: 'site-setting', ...siteSetting }, meta: {} });
    }
    if (url.pathname === '/api/properties') {
      return sendPage(published(locale), (property, id) => strapiEntry(property, locale, id));
    }
    if (url.pathname === '/api/projects') {
      const all = [...projects.values()].filter((project) => project.names[locale] !== undefined);
      return sendPage(all, (project, id) => strapiProject(project, locale, id));
    }
    if (url.pathname === '/api/review-tags') {
      const all = [...reviewTags.values()].filter((tag) => tag.titles[locale] !== undefined);
      return sendPage(all, (tag, id) => ({
        id,
        documentId: tag.documentId,
        key: tag.key,
        title: tag.titles[locale],
        locale,
        createdAt: '2025-12-01T00:00:00.000Z',
        updatedAt: '2025-12-01T00:00:00.000Z',
        publishedAt: '2025-12-01T00:00:00.000Z',
      }));
    }
    const singleProject = /^\/api\/projects\/([^/]+)$/.exec(url.pathname);
    if (singleProject) {
      const project = projects.get(decodeURIComponent(singleProject[1]!));
      if (!project || project.names[locale] === undefined) return send(response, 404, notFound);
      return send(response, 200, { data: strapiProject(project, locale, 1), meta: {} });
    }

    const feeds = answerChannelFeeds(request, url.pathname, {
      one: (documentId) => documents.get(documentId)?.published ?? null,
      all: () => [...documents.values()].flatMap((stored) => stored.published ?? []),
    });
    if (feeds) return send(response, feeds.status, feeds.body);

    const single = /^\/api\/properties\/([^/]+)$/.exec(url.pathname);
    if (single) {
      const property = documents.get(decodeURIComponent(single[1]!))?.published;
      if (!property || !property.texts[locale]) return send(response, 404, notFound);
      return send(response, 200, { data: strapiEntry(property, locale, 1), meta: {} });
    }
    return send(response, 404, notFound);
  }

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    setContent(collection, entries) {
      content.set(collection, structuredClone(entries));
    },
    setSiteSetting(data) {
      siteSetting = structuredClone(data);
    },
    publish(property) {
      const copy = structuredClone(property);
      documents.set(property.documentId, { published: copy, draft: copy });
    },
    saveDraft(property) {
      const stored = documents.get(property.documentId);
      documents.set(property.documentId, {
        published: stored?.published ?? null,
        draft: structuredClone(property),
      });
    },
    unpublish(documentId) {
      const stored = documents.get(documentId);
      if (stored) stored.published = null;
    },
    remove(documentId) {
      documents.delete(documentId);
    },
    publishProject(project) {
      projects.set(project.documentId, structuredClone(project));
    },
    unpublishProject(documentId) {
      projects.delete(documentId);
    },
    saveReviewTag(tag) {
      reviewTags.set(tag.documentId, structuredClone(tag));
    },
    removeReviewTag(documentId) {
      reviewTags.delete(documentId);
    },
    renameTaxon(documentId, names) {
      for (const stored of documents.values()) {
        for (const property of [stored.published, stored.draft]) {
          if (!property) continue;
          const related = [
            property.district,
            property.project,
            property.bedroomType,
            property.view,
            ...property.facilities,
            ...property.offerItems,
          ];
          for (const entry of related) if (entry?.documentId === documentId) entry.names = { ...names };
        }
      }
    },
    setDown(value) {
      down = value;
    },
    reset() {
      documents.clear();
      projects.clear();
      reviewTags.clear();
      content.clear();
      requests.length = 0;
      down = false;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port nothing listens on (yet): for a CMS that starts after the service. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CityCode, CmsLocale, PropertyKind, StayType } from '@stayvn/shared';

/**
 * A local HTTP peer standing for the CMS: it answers /api/properties the way Strapi 5's REST API
 * does (published entries only, one entry per locale, flattened attributes, media with formats,
 * big integers as strings, Strapi's 404 body). The real CMS is covered by the e2e suite.
 */

export interface PeerLocaleTexts {
  name: string;
  address?: string | null;
  district?: string | null;
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

export interface PeerProperty {
  documentId: string;
  slug: string;
  kind: PropertyKind;
  typeCode: StayType;
  cityCode: CityCode;
  bedrooms: number | null;
  size: number | null;
  priceUsd: number;
  priceVnd: number;
  offerPriceUsd: number | null;
  offerPriceVnd: number | null;
  isOffer: boolean;
  hot: boolean;
  images: PeerImage[];
  texts: Partial<Record<CmsLocale, PeerLocaleTexts>>;
  publishedAt: string;
  updatedAt: string;
}

interface Stored {
  published: PeerProperty | null;
  draft: PeerProperty;
}

let sequence = 0;

/** A published-ready property with sensible defaults; override what a test cares about. */
export function peerProperty(overrides: Partial<PeerProperty> & { documentId?: string } = {}): PeerProperty {
  sequence += 1;
  const documentId = overrides.documentId ?? `doc${String(sequence).padStart(6, '0')}abcdefghijklmn`;
  return {
    documentId,
    slug: `property-${sequence}`,
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HN',
    bedrooms: 2,
    size: 85.5,
    priceUsd: 1200.5,
    priceVnd: 30_000_000,
    offerPriceUsd: null,
    offerPriceVnd: null,
    isOffer: false,
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
      en: { name: `Residence ${sequence}`, address: `${sequence} Kim Ma`, district: 'Ba Dinh' },
      ja: { name: `レジデンス ${sequence}`, address: `キムマー ${sequence}`, district: 'バーディン' },
      vi: { name: `Căn hộ ${sequence}`, address: `${sequence} Kim Mã`, district: 'Ba Đình' },
    },
    publishedAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
    ...overrides,
  };
}

export interface CmsPeer {
  url: string;
  /** Saves and publishes, as the editor's Publish button does. */
  publish(property: PeerProperty): void;
  /** Saves a draft only; the published version (if any) stays as it was. */
  saveDraft(property: PeerProperty): void;
  unpublish(documentId: string): void;
  remove(documentId: string): void;
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

/** One locale of a property as Strapi 5's REST API flattens it. */
function strapiEntry(property: PeerProperty, locale: CmsLocale, id: number, withImages: boolean) {
  const texts = property.texts[locale]!;
  return {
    id,
    documentId: property.documentId,
    name: texts.name,
    slug: property.slug,
    kind: property.kind,
    typeCode: property.typeCode,
    cityCode: property.cityCode,
    district: texts.district ?? null,
    address: texts.address ?? null,
    bedrooms: property.bedrooms,
    size: property.size,
    priceUsd: property.priceUsd,
    // Strapi answers biginteger attributes as strings.
    priceVnd: String(property.priceVnd),
    offerPriceUsd: property.offerPriceUsd,
    offerPriceVnd: property.offerPriceVnd === null ? null : String(property.offerPriceVnd),
    isOffer: property.isOffer,
    hot: property.hot,
    overview: `Overview in ${locale}`,
    createdAt: '2025-12-01T00:00:00.000Z',
    updatedAt: property.updatedAt,
    publishedAt: property.publishedAt,
    locale,
    ...(withImages ? { images: property.images.map(media) } : {}),
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
  const requests: string[] = [];
  let down: boolean | CmsLocale = false;

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
    const withImages = (url.searchParams.get('populate') ?? '').split(',').includes('images');

    if (url.pathname === '/api/properties') {
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const pageSize = Math.min(Number(url.searchParams.get('pagination[pageSize]') ?? 25), 100);
      const all = published(locale);
      const slice = all.slice((page - 1) * pageSize, page * pageSize);
      return send(response, 200, {
        data: slice.map((property, index) =>
          strapiEntry(property, locale, (page - 1) * pageSize + index + 1, withImages),
        ),
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

    const single = /^\/api\/properties\/([^/]+)$/.exec(url.pathname);
    if (single) {
      const property = documents.get(decodeURIComponent(single[1]!))?.published;
      if (!property || !property.texts[locale]) return send(response, 404, notFound);
      return send(response, 200, { data: strapiEntry(property, locale, 1, withImages), meta: {} });
    }
    return send(response, 404, notFound);
  }

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
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
    setDown(value) {
      down = value;
    },
    reset() {
      documents.clear();
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

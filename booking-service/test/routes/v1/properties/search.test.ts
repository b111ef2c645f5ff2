import {
  addDays,
  errorEnvelopeSchema,
  propertySearchCountSchema,
  propertySearchResultSchema,
  todayInVietnam,
} from '@stayvn/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../../helpers/build.js';
import { peerProperty, peerTaxa, startCmsPeer, type PeerProperty } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url, CMS_PUBLIC_URL: 'https://cms.stayvn.example' });

const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString();

/** A small Hanoi/HCM catalog, each property different in the facts a filter looks at. */
const catalog = {
  lotusBaDinh: peerProperty({
    documentId: 'lotus-ba-dinh',
    publishedAt: minute(1),
    priceUsd: 1200,
    priceVnd: 30_000_000,
    size: 85,
    texts: {
      en: { name: 'Lotus Kim Ma', address: '1 Kim Ma' },
      ja: { name: 'ロータス キムマー', address: 'キムマー 1' },
      vi: { name: 'Lotus Kim Mã', address: '1 Kim Mã' },
    },
  }),
  tayHoStudio: peerProperty({
    documentId: 'tay-ho-studio',
    publishedAt: minute(2),
    district: peerTaxa.tayho,
    project: null,
    latitude: 21.07,
    longitude: 105.82,
    bedroomType: peerTaxa.studio,
    view: peerTaxa.cityView,
    facilities: [peerTaxa.wifi, peerTaxa.kitchen, peerTaxa.gym],
    priceUsd: 700,
    priceVnd: 17_500_000,
    size: 40,
    texts: {
      en: { name: 'West Lake Studio', address: '12 Xuan Dieu' },
      vi: { name: 'Studio Hồ Tây', address: '12 Xuân Diệu' },
    },
  }),
  onOffer: peerProperty({
    documentId: 'ba-dinh-offer',
    publishedAt: minute(3),
    priceUsd: 2000,
    priceVnd: 50_000_000,
    offerPriceUsd: 900,
    offerPriceVnd: 22_000_000,
    isOffer: true,
    offerItems: [peerTaxa.cleaning],
    size: 130,
    project: null,
    facilities: [peerTaxa.kitchen],
    texts: {
      en: { name: 'Ba Dinh Garden', address: '5 Doi Can' },
      ja: { name: 'バーディン ガーデン', address: 'ドイカン 5' },
    },
  }),
  saigon: peerProperty({
    documentId: 'saigon-one',
    publishedAt: minute(4),
    cityCode: 'HCM',
    district: peerTaxa.district1,
    project: {
      documentId: 'project-river',
      key: 'river-view',
      slug: 'river-view',
      names: { en: 'River View', ja: 'リバービュー', vi: 'River View' },
    },
    latitude: 10.7769,
    longitude: 106.7009,
    priceUsd: 1500,
    priceVnd: 37_000_000,
    size: 250,
    texts: { en: { name: 'Saigon Riverside', address: '2 Ton Duc Thang' } },
  }),
  office: peerProperty({
    documentId: 'office-hn',
    publishedAt: minute(5),
    kind: 'office',
    typeCode: 'short',
    bedroomType: null,
    capacity: 6,
    priceUsd: 300,
    priceVnd: 7_500_000,
    isOffer: true,
    offerPriceUsd: 250,
    offerPriceVnd: 6_000_000,
    facilities: [peerTaxa.wifi],
    texts: { en: { name: 'Kim Ma Workspace', address: '3 Kim Ma' } },
  }),
  smallOffice: peerProperty({
    documentId: 'office-small',
    publishedAt: minute(6),
    kind: 'office',
    typeCode: 'short',
    bedroomType: { ...peerTaxa.studio, bedrooms: 1 },
    capacity: 2,
    priceUsd: 150,
    priceVnd: 3_700_000,
    facilities: [],
    texts: { en: { name: 'Hoan Kiem Desk', address: '9 Trang Tien' } },
  }),
} satisfies Record<string, PeerProperty>;

beforeAll(async () => {
  for (const property of Object.values(catalog)) cms.publish(property);
  await app.catalogService.syncAll();
});

async function search(query: string, path = '/v1/properties/search') {
  const response = await app.inject({ method: 'GET', url: `${path}?${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function ids(query: string): Promise<string[]> {
  const { status, body } = await search(query);
  expect(status).toBe(200);
  expect(propertySearchResultSchema.parse(body)).toEqual(body);
  return body.items.map((item: { id: string }) => item.id);
}

async function fieldErrors(query: string, path?: string) {
  const { status, body } = await search(query, path);
  expect(status).toBe(400);
  expect(errorEnvelopeSchema.parse(body)).toEqual(body);
  expect(body.error.code).toBe('validation_failed');
  return body.error.details.map(({ field, code }: { field: string; code: string }) => ({ field, code }));
}

describe('GET /v1/properties/search: residences', () => {
  it('lists every apartment of every city, newest published first, when nothing is chosen', async () => {
    const { body } = await search('');
    expect(body).toMatchObject({ total: 4, pageIndex: 1, pageSize: 15, destinationMatched: true });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([
      'saigon-one',
      'ba-dinh-offer',
      'tay-ho-studio',
      'lotus-ba-dinh',
    ]);
  });

  it('answers full cards in the asked language and currency', async () => {
    const { body } = await search('cityId=1&lang=vi&currency=VND&keyword=lotus');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      id: 'lotus-ba-dinh',
      name: 'Lotus Kim Mã',
      district: 'Ba Đình',
      projectName: 'Lotus Residence',
      bedroomName: '2 phòng ngủ',
      price: { amount: 30_000_000, currency: 'VND' },
      latitude: 21.0333,
    });
  });

  it('narrows to a city', async () => {
    expect(await ids('cityId=2')).toEqual(['saigon-one']);
  });

  it.each([
    ['ba dinh', ['ba-dinh-offer', 'lotus-ba-dinh']],
    ['BA ĐÌNH', ['ba-dinh-offer', 'lotus-ba-dinh']],
    ['tay ho', ['tay-ho-studio']],
    ['Hồ Tây', ['tay-ho-studio']],
    ['xuan dieu', ['tay-ho-studio']],
    ['バーディン', ['ba-dinh-offer', 'lotus-ba-dinh']],
    ['lotus residence', ['lotus-ba-dinh']],
    ['ho chi minh', ['saigon-one']],
    ['hà nội studio', ['tay-ho-studio']],
    ['100%', []],
  ])('finds %j whatever its case and diacritics', async (keyword, expected) => {
    expect(await ids(`keyword=${encodeURIComponent(keyword)}`)).toEqual(expected);
  });

  it('tells a keyword naming no destination apart from filters that leave nothing', async () => {
    const unknown = await search('keyword=atlantis');
    expect(unknown.body).toMatchObject({ items: [], total: 0, destinationMatched: false });

    // Tây Hồ is a destination even though no Tây Hồ apartment is this expensive.
    const filtered = await search(`keyword=${encodeURIComponent('Tây Hồ')}&priceMin=5000`);
    expect(filtered.body).toMatchObject({ items: [], total: 0, destinationMatched: true });

    // A street is found but does not name a destination.
    const street = await search('keyword=doi%20can');
    expect(street.body).toMatchObject({ total: 1, destinationMatched: false });
  });

  it('filters by districts, bedrooms, views and sizes given comma-joined or repeated', async () => {
    expect(await ids('districts=tay-ho,district-1')).toEqual(['saigon-one', 'tay-ho-studio']);
    expect(await ids('districts=tay-ho&districts=district-1')).toEqual(['saigon-one', 'tay-ho-studio']);
    expect(await ids('bedrooms=studio')).toEqual(['tay-ho-studio']);
    expect(await ids('views=city-view')).toEqual(['tay-ho-studio']);
    expect(await ids('sizes=lt50')).toEqual(['tay-ho-studio']);
    expect(await ids('sizes=80-120,120-200')).toEqual(['ba-dinh-offer', 'lotus-ba-dinh']);
    expect(await ids('sizes=gte200')).toEqual(['saigon-one']);
  });

  it('asks for every chosen facility, interior and building alike', async () => {
    expect(await ids('interiorFacilities=kitchen')).toEqual(['ba-dinh-offer', 'tay-ho-studio']);
    expect(await ids('interiorFacilities=kitchen,wifi')).toEqual(['tay-ho-studio']);
    expect(await ids('interiorFacilities=wifi&buildingFacilities=swimming-pool')).toEqual([
      'saigon-one',
      'lotus-ba-dinh',
    ]);
    expect(await ids('buildingFacilities=rooftop-bar')).toEqual([]);
  });

  it('filters on the price the guest pays (the offer price while on offer), in major units', async () => {
    // ba-dinh-offer costs 2000 but is offered at 900.
    expect(await ids('priceMin=800&priceMax=1200')).toEqual(['ba-dinh-offer', 'lotus-ba-dinh']);
    expect(await ids('priceMax=899.99')).toEqual(['tay-ho-studio']);
    expect(await ids('currency=VND&priceMin=30000000&priceMax=40000000')).toEqual([
      'saigon-one',
      'lotus-ba-dinh',
    ]);
  });

  it('sorts by price either way, ties by newest', async () => {
    expect(await ids('sort=price_asc')).toEqual([
      'tay-ho-studio',
      'ba-dinh-offer',
      'lotus-ba-dinh',
      'saigon-one',
    ]);
    expect(await ids('sort=price_desc&currency=VND')).toEqual([
      'saigon-one',
      'lotus-ba-dinh',
      'ba-dinh-offer',
      'tay-ho-studio',
    ]);
  });

  it('pages through the results and still counts past the last page', async () => {
    const first = await search('pageSize=3');
    const second = await search('pageSize=3&pageIndex=2');
    const beyond = await search('pageSize=3&pageIndex=3');
    expect(first.body.items).toHaveLength(3);
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual(['lotus-ba-dinh']);
    expect(beyond.body).toMatchObject({ items: [], total: 4, pageIndex: 3, pageSize: 3 });
    expect((await search('pageSize=50')).body.items).toHaveLength(4);
  });

  it.each([
    ['keyword=' + 'x'.repeat(256), 'keyword', 'err_keyword_too_long'],
    ['districts=a,b,c,d,e,f', 'districts', 'err_too_many_selections'],
    [
      'bedrooms=a&bedrooms=b&bedrooms=c&bedrooms=d&bedrooms=e&bedrooms=f',
      'bedrooms',
      'err_too_many_selections',
    ],
    ['views=a,b,c,d,e,f', 'views', 'err_too_many_selections'],
    ['sizes=tiny', 'sizes.0', 'err_invalid_size'],
    ['districts=ba%20dinh', 'districts.0', 'err_invalid_key'],
    ['cityId=7', 'cityId', 'unknown_city'],
    ['priceMin=abc', 'priceMin', 'err_price_invalid'],
    ['priceMin=900&priceMax=100', 'priceMax', 'err_price_range'],
    ['sort=cheapest', 'sort', 'err_invalid_sort'],
    ['pageIndex=0', 'pageIndex', 'err_page_index'],
    ['pageSize=51', 'pageSize', 'err_page_size'],
    ['type=villa', 'type', 'err_invalid_type'],
  ])('answers 400 for %s with the field and its message key', async (query, field, code) => {
    expect(await fieldErrors(query)).toContainEqual({ field, code });
  });
});

describe('GET /v1/properties/search: map area and projects', () => {
  it('lists only what lies inside bbox=south,west,north,east, edges included', async () => {
    // Ba Dinh (21.0333, 105.8142) is inside; Tay Ho (21.07, 105.82) is north of the box.
    expect(await ids('bbox=21,105.8,21.05,105.85')).toEqual(['ba-dinh-offer', 'lotus-ba-dinh']);
    expect(await ids('bbox=21.0333,105.8142,21.07,105.82')).toEqual([
      'ba-dinh-offer',
      'tay-ho-studio',
      'lotus-ba-dinh',
    ]);
    expect(await ids('bbox=10.5,106.5,11,107')).toEqual(['saigon-one']);
    expect(await ids('bbox=10.5,106.5,11,107&cityId=1')).toEqual([]);
    expect(await ids('bbox=-10,-10,-5,-5')).toEqual([]);
    expect(await ids('type=office&bbox=21,105,22,106')).toEqual(['office-small', 'office-hn']);
    expect(await ids('type=office&bbox=10,106,11,107')).toEqual([]);
  });

  it('combines the box with the other filters and counts the same', async () => {
    expect(await ids('bbox=21,105,22,106&bedrooms=studio')).toEqual(['tay-ho-studio']);
    const count = await search('bbox=21,105.8,21.05,105.85', '/v1/properties/search/count');
    expect(count).toEqual({ status: 200, body: { total: 2 } });
    const offices = await search('type=office&bbox=21,105,22,106', '/v1/properties/search/count');
    expect(offices.body).toEqual({ total: 2 });
  });

  it('filters by project keys, comma-joined or repeated', async () => {
    expect(await ids('projects=lotus-residence')).toEqual(['lotus-ba-dinh']);
    expect(await ids('projects=lotus-residence,river-view')).toEqual(['saigon-one', 'lotus-ba-dinh']);
    expect(await ids('projects=lotus-residence&projects=river-view&cityId=2')).toEqual(['saigon-one']);
    expect(await ids('projects=nowhere')).toEqual([]);
    const count = await search('projects=river-view', '/v1/properties/search/count');
    expect(count.body).toEqual({ total: 1 });
  });

  it.each([
    ['bbox=21,105,22', 'bbox'],
    ['bbox=21,105,22,106,1', 'bbox'],
    ['bbox=a,b,c,d', 'bbox'],
    ['bbox=21,105,,106', 'bbox'],
    ['bbox=22,105,21,106', 'bbox'],
    ['bbox=21,106,22,105', 'bbox'],
    ['bbox=21,105,21,106', 'bbox'],
    ['bbox=89,0,91,1', 'bbox'],
    ['bbox=0,-181,1,0', 'bbox'],
    ['bbox=0,0,1,1e2', 'bbox'],
    ['bbox=1,2,3,4&bbox=1,2,3,5', 'bbox'],
  ])('answers 400 err_bbox_invalid for %s', async (query, field) => {
    const expected = { field, code: 'err_bbox_invalid' };
    expect(await fieldErrors(query)).toContainEqual(expected);
    expect(await fieldErrors(`type=office&${query}`)).toContainEqual(expected);
    expect(await fieldErrors(query, '/v1/properties/search/count')).toContainEqual(expected);
  });

  it('answers 400 for more than five projects or a malformed key', async () => {
    expect(await fieldErrors('projects=a,b,c,d,e,f')).toContainEqual({
      field: 'projects',
      code: 'err_too_many_selections',
    });
    expect(await fieldErrors('projects=a%20b', '/v1/properties/search/count')).toContainEqual({
      field: 'projects.0',
      code: 'err_invalid_key',
    });
  });
});

describe('language and currency', () => {
  it.each([
    '/v1/properties/search',
    '/v1/properties/search/count',
    '/v1/properties/offers',
    '/v1/properties/hot',
    '/v1/properties/by-ids',
  ])('answers message keys for a bad lang or currency on %s', async (path) => {
    const query = path.endsWith('by-ids') ? 'ids=saigon-one&' : '';
    expect(await fieldErrors(`${query}lang=fr`, path)).toEqual([
      { field: 'lang', code: 'err_invalid_language' },
    ]);
    expect(await fieldErrors(`${query}currency=EUR`, path)).toEqual([
      { field: 'currency', code: 'err_invalid_currency' },
    ]);
  });

  it('answers message keys on the office tab too', async () => {
    expect(await fieldErrors('type=office&lang=ja&currency=usd')).toEqual([
      { field: 'lang', code: 'err_invalid_language' },
      { field: 'currency', code: 'err_invalid_currency' },
    ]);
  });
});

/**
 * The office dates are checked against today in Vietnam (`todayInVietnam`, the one clock the
 * service and these tests share). The clock is fixed for each test, either side of Vietnam's
 * midnight (17:00 UTC): a "today" taken once when the file loads and a service asked a moment
 * later would disagree for a run that crosses it.
 */
const aroundVietnamMidnight = [
  ['16:59:59 UTC', '2026-11-25T16:59:59Z', '2026-11-25'],
  ['17:00:01 UTC', '2026-11-25T17:00:01Z', '2026-11-26'],
] as const;

describe.each(aroundVietnamMidnight)('GET /v1/properties/search: offices at %s', (_, instant, day) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes today in Vietnam from the clock', () => {
    expect(todayInVietnam()).toBe(day);
  });

  it('lists offices only, with dates from today, guests and rooms', async () => {
    const today = todayInVietnam();
    expect(await ids('type=office')).toEqual(['office-small', 'office-hn']);
    const query = `type=office&checkIn=${today}&checkOut=${addDays(today, 3)}&adults=2&children=1&rooms=0`;
    expect(await ids(query)).toEqual(['office-hn']);
    expect(await ids('type=office&rooms=1')).toEqual(['office-small']);
    expect(await ids('type=office&facilities=wifi')).toEqual(['office-hn']);
    expect(await ids('type=office&priceMax=260')).toEqual(['office-small', 'office-hn']);
    expect(await ids('type=office&keyword=kim%20ma')).toEqual(['office-hn']);
  });

  it.each([
    [
      'a check-in yesterday',
      (today: string) => `checkIn=${addDays(today, -1)}&checkOut=${addDays(today, 2)}`,
      'checkIn',
      'err_date_before_today',
    ],
    [
      'a check-out on the check-in day',
      (today: string) => `checkIn=${today}&checkOut=${today}`,
      'checkOut',
      'err_date_end_before_start',
    ],
    [
      'a stay over a month',
      (today: string) => `checkIn=${today}&checkOut=${addDays(today, 40)}`,
      'checkOut',
      'err_date_range_too_long',
    ],
    ['a check-in alone', (today: string) => `checkIn=${today}`, 'checkOut', 'err_date_required'],
    [
      'a check-in that is no date',
      () => 'checkIn=tomorrow&checkOut=2030-01-01',
      'checkIn',
      'err_date_invalid',
    ],
    ['11 adults', () => 'adults=11', 'adults', 'err_guests_range'],
    ['-1 children', () => 'children=-1', 'children', 'err_guests_range'],
    ['11 rooms', () => 'rooms=11', 'rooms', 'err_rooms_range'],
  ])('answers 400 for %s', async (_, query, field, code) => {
    expect(await fieldErrors(`type=office&${query(todayInVietnam())}`)).toContainEqual({ field, code });
  });
});

describe('GET /v1/properties/search/count', () => {
  it('counts what the same filters would find', async () => {
    const { status, body } = await search('interiorFacilities=kitchen', '/v1/properties/search/count');
    expect(status).toBe(200);
    expect(propertySearchCountSchema.parse(body)).toEqual({ total: 2 });
    expect((await search('type=office&cityId=2', '/v1/properties/search/count')).body).toEqual({ total: 0 });
  });

  it('rejects the same bad input', async () => {
    expect(await fieldErrors('views=a,b,c,d,e,f', '/v1/properties/search/count')).toEqual([
      { field: 'views', code: 'err_too_many_selections' },
    ]);
  });
});

describe('GET /v1/properties/offers', () => {
  it('lists properties on offer, newest first, 10 a page, with their offer items', async () => {
    const { status, body } = await search('', '/v1/properties/offers');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, pageIndex: 1, pageSize: 10 });
    expect(body.items[0]).toMatchObject({
      id: 'ba-dinh-offer',
      offerPrice: { amount: 90_000, currency: 'USD' },
      offerItems: [{ key: 'weekly-cleaning', name: 'Weekly cleaning', icon: 'sparkles' }],
    });
    const offices = await search('type=office&cityId=1', '/v1/properties/offers');
    expect(offices.body.items.map((item: { id: string }) => item.id)).toEqual(['office-hn']);
    expect((await search('cityId=2', '/v1/properties/offers')).body).toMatchObject({ items: [], total: 0 });
  });

  it('rejects a page size over 50', async () => {
    expect(await fieldErrors('pageSize=51', '/v1/properties/offers')).toEqual([
      { field: 'pageSize', code: 'err_page_size' },
    ]);
  });
});

describe('GET /v1/properties/by-ids', () => {
  it('answers cards in the asked order and leaves out ids no longer listed', async () => {
    const { status, body } = await search(
      'ids=saigon-one,gone-away,office-hn&ids=lotus-ba-dinh&lang=jp',
      '/v1/properties/by-ids',
    );
    expect(status).toBe(200);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([
      'saigon-one',
      'office-hn',
      'lotus-ba-dinh',
    ]);
    expect(body.items[2].name).toBe('ロータス キムマー');
  });

  it.each([
    ['', 'ids', 'err_required'],
    ['ids=a%20b', 'ids.0', 'err_invalid_id'],
    [`ids=${Array.from({ length: 101 }, (_, n) => `p${n}`).join(',')}`, 'ids', 'err_too_many_ids'],
  ])('answers 400 for %j', async (query, field, code) => {
    expect(await fieldErrors(query, '/v1/properties/by-ids')).toContainEqual({ field, code });
  });
});

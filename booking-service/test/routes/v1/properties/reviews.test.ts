import {
  errorEnvelopeSchema,
  ratingLabel,
  ratingSummarySchema,
  reviewExcerptLength,
  reviewPageSchema,
} from '@stayvn/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, reviewTags, users, type NewReviewRow } from '../../../../src/db/schema/index.js';
import { demoReviews, demoReviewsMax } from '../../../../src/reviews/demo-reviews.js';
import { authorized, build } from '../../../helpers/build.js';
import { peerProperty, startCmsPeer, type PeerReviewTag } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const publicUrl = 'https://api.stayvn.test';
const app = await build({
  CMS_URL: cms.url,
  CMS_PUBLIC_URL: 'https://cms.stayvn.test',
  PUBLIC_URL: publicUrl,
});
// A second service on its own database, seeding demo reviews as a local run does.
const seeding = await build({ CMS_URL: cms.url, SEED_DEMO_REVIEWS: 'true' });

const tags = {
  comfortable: {
    documentId: 'tag-comfortable',
    key: 'comfortable',
    titles: { en: 'Comfortable', ja: '快適', vi: 'Thoải mái' },
  },
  // Not translated yet: every language shows the English title.
  convenient: { documentId: 'tag-convenient', key: 'convenient', titles: { en: 'Convenient' } },
} satisfies Record<string, PeerReviewTag>;

const rated = peerProperty({ documentId: 'rated-apartment' });
const unrated = peerProperty({ documentId: 'unrated-apartment' });
const busy = peerProperty({ documentId: 'busy-apartment' });
const fifteen = peerProperty({ documentId: 'fifteen-apartment' });
const sixteen = peerProperty({ documentId: 'sixteen-apartment' });

const at = (day: number) => new Date(Date.UTC(2026, 5, day, 9));

function review(overrides: Partial<NewReviewRow> = {}): NewReviewRow {
  return {
    propertyDocumentId: rated.documentId,
    authorFullName: 'Emma Johnson',
    rate: 5,
    content: 'Lovely stay.',
    language: 'en',
    ...overrides,
  };
}

let avatarUserId: string;

beforeAll(async () => {
  for (const property of [rated, unrated, busy, fifteen, sixteen]) cms.publish(property);
  for (const tag of Object.values(tags)) cms.saveReviewTag(tag);
  await app.catalogService.syncAll();
  const [user] = await app.db
    .insert(users)
    .values({ email: 'an@example.com', fullName: 'Nguyễn An', avatarFile: 'an-avatar.webp' })
    .returning();
  avatarUserId = user!.id;
  await app.db.insert(reviews).values([
    review({ rate: 5, createdAt: at(1), tagKey: 'comfortable' }),
    review({
      rate: 4,
      createdAt: at(2),
      tagKey: 'convenient',
      authorFullName: 'Nguyễn An',
      userId: avatarUserId,
      language: 'vi',
      content: 'Căn hộ sạch sẽ.',
      images: [{ url: '/uploads/review_1.jpg' }, { url: 'https://cdn.example/review_2.jpg' }],
    }),
    review({ rate: 4, createdAt: at(3), tagKey: 'gone-from-the-cms' }),
    review({ rate: 3, createdAt: at(4) }),
    // Not published yet: neither counted nor listed.
    review({ rate: 1, createdAt: at(5), status: 'pending' }),
    ...Array.from({ length: 23 }, (_, n) =>
      review({
        propertyDocumentId: busy.documentId,
        rate: (n % 5) + 1,
        createdAt: at(1 + n),
        content: `Review number ${n + 1}`,
      }),
    ),
    ...[fifteen, sixteen].flatMap((property, extra) =>
      Array.from({ length: 15 + extra }, (_, n) =>
        review({ propertyDocumentId: property.documentId, createdAt: at(1 + n), content: `Review ${n + 1}` }),
      ),
    ),
  ]);
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /v1/properties/:id/rating', () => {
  it('answers the average to one decimal, the total and the count of each rate from 5 to 1', async () => {
    const { status, body } = await get('/v1/properties/rated-apartment/rating');
    expect(status).toBe(200);
    expect(ratingSummarySchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      average: 4,
      total: 4,
      distribution: [
        { rate: 5, total: 1 },
        { rate: 4, total: 2 },
        { rate: 3, total: 1 },
        { rate: 2, total: 0 },
        { rate: 1, total: 0 },
      ],
    });
  });

  it('rounds the average to one decimal', async () => {
    // 23 reviews rating 1, 2, 3, 4, 5 in turn: 66 / 23 = 2.869… → 2.9
    const { body } = await get('/v1/properties/busy-apartment/rating');
    expect(body.total).toBe(23);
    expect(body.average).toBe(2.9);
    expect(body.distribution).toEqual([
      { rate: 5, total: 4 },
      { rate: 4, total: 4 },
      { rate: 3, total: 5 },
      { rate: 2, total: 5 },
      { rate: 1, total: 5 },
    ]);
  });

  it('answers 0 and no reviews for a property nobody reviewed (awaiting review)', async () => {
    const { status, body } = await get('/v1/properties/unrated-apartment/rating');
    expect(status).toBe(200);
    expect(body).toEqual({
      average: 0,
      total: 0,
      distribution: [5, 4, 3, 2, 1].map((rate) => ({ rate, total: 0 })),
    });
    expect(ratingLabel(body.average)).toBe('awaiting_review');
  });

  it('answers 404 in the error envelope for a property that is not listed', async () => {
    for (const url of ['/v1/properties/no-such-property/rating', '/v1/properties/no-such-property/reviews']) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(errorEnvelopeSchema.parse(body)).toEqual(body);
      expect(body.error.code).toBe('not_found');
    }
  });

  it('answers 400 err_invalid_id for a malformed id', async () => {
    const { status, body } = await get('/v1/properties/not%20an%20id/rating');
    expect(status).toBe(400);
    expect(body.error.details).toEqual([{ field: 'id', code: 'err_invalid_id', message: 'Invalid id' }]);
  });
});

describe('GET /v1/properties/:id/reviews', () => {
  it('lists published reviews newest first with authors, avatars, images and tags in the asked language', async () => {
    const { status, body } = await get('/v1/properties/rated-apartment/reviews?lang=jp');
    expect(status).toBe(200);
    expect(reviewPageSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ total: 4, pageIndex: 1, pageSize: 15 });
    expect(body.items.map((item: { rate: number }) => item.rate)).toEqual([3, 4, 4, 5]);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      fullName: 'Emma Johnson',
      avatarUrl: null,
      rate: 3,
      createdAt: at(4).toISOString(),
      content: 'Lovely stay.',
      images: [],
      tag: null,
    });
    // A tag the CMS no longer has is left out.
    expect(body.items[1].tag).toBeNull();
    expect(body.items[2]).toMatchObject({
      fullName: 'Nguyễn An',
      avatarUrl: `${publicUrl}/v1/avatars/an-avatar.webp`,
      content: 'Căn hộ sạch sẽ.',
      images: [
        { url: 'https://cms.stayvn.test/uploads/review_1.jpg' },
        { url: 'https://cdn.example/review_2.jpg' },
      ],
      tag: { key: 'convenient', title: 'Convenient' },
    });
    expect(body.items[3].tag).toEqual({ key: 'comfortable', title: '快適' });
    const vi = await get('/v1/properties/rated-apartment/reviews?lang=vi');
    expect(vi.body.items[3].tag).toEqual({ key: 'comfortable', title: 'Thoải mái' });
    const en = await get('/v1/properties/rated-apartment/reviews');
    expect(en.body.items[3].tag).toEqual({ key: 'comfortable', title: 'Comfortable' });
  });

  it('pages 10 at a time and still counts past the last page', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => get(`/v1/properties/busy-apartment/reviews?pageIndex=${page}`)),
    );
    expect(pages.map((page) => page.body.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages[0]!.body.items[0].content).toBe('Review number 23');
    expect(pages[2]!.body.items.at(-1).content).toBe('Review number 1');
    expect(pages[3]!.body).toMatchObject({ total: 23, pageIndex: 4, pageSize: 10 });
    const five = await get('/v1/properties/busy-apartment/reviews?pageSize=5&pageIndex=2');
    expect(five.body.items.map((item: { content: string }) => item.content)).toEqual([
      'Review number 18',
      'Review number 17',
      'Review number 16',
      'Review number 15',
      'Review number 14',
    ]);
  });

  it('answers an empty page for a property nobody reviewed', async () => {
    const { status, body } = await get('/v1/properties/unrated-apartment/reviews');
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], total: 0, pageIndex: 1, pageSize: 15 });
  });

  it('answers all of exactly 15 reviews on one page, and 16 ten a page (spec §9)', async () => {
    const one = await get('/v1/properties/fifteen-apartment/reviews?lang=vi');
    expect(one.body).toMatchObject({ total: 15, pageIndex: 1, pageSize: 15 });
    expect(one.body.items).toHaveLength(15);
    const first = await get('/v1/properties/sixteen-apartment/reviews');
    const second = await get('/v1/properties/sixteen-apartment/reviews?pageIndex=2');
    expect(first.body).toMatchObject({ total: 16, pageIndex: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items.map((item: { content: string }) => item.content)).toEqual([
      'Review 6',
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
      'Review 1',
    ]);
  });

  it.each([
    ['pageSize=51', 'pageSize', 'err_page_size'],
    ['pageSize=0', 'pageSize', 'err_page_size'],
    ['pageIndex=0', 'pageIndex', 'err_page_index'],
    ['pageIndex=abc', 'pageIndex', 'err_page_index'],
    ['lang=fr', 'lang', 'err_invalid_language'],
  ])('answers 400 for %s', async (query, field, code) => {
    const { status, body } = await get(`/v1/properties/rated-apartment/reviews?${query}`);
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(body.error.details).toContainEqual({ field, code, message: expect.any(String) });
  });
});

describe('reviews table', () => {
  it.each([
    ['a rate of 6', { rate: 6 }],
    ['a rate of 0', { rate: 0 }],
    ['content over 1,500 characters', { content: 'x'.repeat(1501) }],
    ['an unknown status', { status: 'deleted' as never }],
  ])('refuses %s', async (_case, overrides) => {
    await expect(app.db.insert(reviews).values(review(overrides))).rejects.toThrow();
  });

  it('keeps a review when its author deletes the account, without the link', async () => {
    await app.db.delete(users).where(eq(users.id, avatarUserId));
    const [row] = await app.db.select().from(reviews).where(eq(reviews.authorFullName, 'Nguyễn An'));
    expect(row).toMatchObject({ userId: null, rate: 4 });
  });
});

describe('review tags', () => {
  it('are copied from the CMS with their titles in every locale, and follow review-tag webhooks', async () => {
    expect(await app.db.select().from(reviewTags).orderBy(reviewTags.key)).toMatchObject([
      { key: 'comfortable', title: { en: 'Comfortable', ja: '快適', vi: 'Thoải mái' } },
      { key: 'convenient', title: { en: 'Convenient' } },
    ]);
    cms.saveReviewTag({
      ...tags.convenient,
      titles: { en: 'Convenient', ja: '便利な立地', vi: 'Thuận tiện' },
    });
    cms.removeReviewTag(tags.comfortable.documentId);
    const response = await app.inject({
      method: 'POST',
      url: '/internal/catalog-events',
      headers: authorized,
      payload: {
        event: 'entry.update',
        model: 'review-tag',
        uid: 'api::review-tag.review-tag',
        entry: { documentId: tags.convenient.documentId },
      },
    });
    expect(response.statusCode).toBe(202);
    await app.catalogSyncQueue.idle();
    expect(await app.db.select().from(reviewTags)).toMatchObject([
      { key: 'convenient', title: { en: 'Convenient', ja: '便利な立地', vi: 'Thuận tiện' } },
    ]);
  });
});

describe('demo reviews', () => {
  const ids = Array.from({ length: 80 }, (_, n) => ({
    documentId: `apartment-${n}`,
    images: [{ url: `/uploads/a${n}.jpg`, width: 10, height: 10, alt: null, formats: {} }],
  }));
  const now = new Date(Date.UTC(2026, 10, 1));
  const rows = demoReviews(ids, ['comfortable', 'convenient'], now);
  const perProperty = ids.map((id) => rows.filter((row) => row.propertyDocumentId === id.documentId));

  it('are the same on every run', () => {
    expect(demoReviews(ids, ['comfortable', 'convenient'], now)).toEqual(rows);
  });

  it('give most apartments 1 to 18 reviews, some more than 15 and some none', () => {
    const counts = perProperty.map((list) => list.length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(demoReviewsMax);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(counts.filter((n) => n === 0).length).toBeLessThan(ids.length / 3);
    expect(counts.filter((n) => n > 15).length).toBeGreaterThan(0);
  });

  it('mix languages, rates, long texts, tags and images, all valid for the table', () => {
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['en', 'jp', 'vi']));
    expect(new Set(rows.map((row) => row.rate))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(rows.some((row) => row.content.length > reviewExcerptLength)).toBe(true);
    expect(rows.every((row) => row.content.length <= 1500)).toBe(true);
    expect(rows.some((row) => row.tagKey === 'comfortable')).toBe(true);
    expect(rows.some((row) => row.tagKey === null)).toBe(true);
    expect(rows.some((row) => (row.images?.length ?? 0) > 0)).toBe(true);
    expect(rows.every((row) => row.createdAt! < now)).toBe(true);
    // Apartments lean different ways, so the rating labels differ.
    const labels = perProperty
      .filter((list) => list.length >= 3)
      .map((list) => ratingLabel(list.reduce((sum, row) => sum + row.rate, 0) / list.length));
    expect(new Set(labels).size).toBeGreaterThanOrEqual(3);
  });

  it('fill an empty table after a catalog resync when SEED_DEMO_REVIEWS is on, apartments only, once', async () => {
    const office = peerProperty({ documentId: 'office-for-seed', kind: 'office', typeCode: 'short' });
    cms.publish(office);
    const apartments = Array.from({ length: 12 }, (_, n) =>
      peerProperty({ documentId: `seed-apartment-${n}` }),
    );
    for (const apartment of apartments) cms.publish(apartment);

    await seeding.catalogService.syncAll();

    const total = async () => (await seeding.db.select({ value: count() }).from(reviews))[0]!.value;
    const seeded = await total();
    expect(seeded).toBeGreaterThan(0);
    const ofOffice = await seeding.db
      .select()
      .from(reviews)
      .where(eq(reviews.propertyDocumentId, office.documentId));
    expect(ofOffice).toEqual([]);
    // The same catalog seeds the same reviews (dates aside).
    const indexed = await seeding.catalogRepository.listWithImages('apartment');
    const expected = demoReviews(indexed, ['convenient'], new Date());
    expect(seeded).toBe(expected.length);
    const first = apartments.find((apartment) =>
      expected.some((row) => row.propertyDocumentId === apartment.documentId),
    )!;
    const rating = await seeding.inject({ method: 'GET', url: `/v1/properties/${first.documentId}/rating` });
    expect(rating.json().total).toBe(
      expected.filter((row) => row.propertyDocumentId === first.documentId).length,
    );

    // A second resync leaves the reviews as they are.
    await seeding.catalogService.syncAll();
    expect(await total()).toBe(seeded);
  });

  it('are not seeded when SEED_DEMO_REVIEWS is false', async () => {
    // This file's app runs with SEED_DEMO_REVIEWS=false and its table was filled by hand.
    await app.db.delete(reviews);
    await app.catalogService.syncAll();
    expect((await app.db.select({ value: count() }).from(reviews))[0]!.value).toBe(0);
  });
});

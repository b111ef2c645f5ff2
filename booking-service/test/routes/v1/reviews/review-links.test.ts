import {
  ratingSummarySchema,
  reviewPageSchema,
  staffReviewPageSchema,
  staffReviewSchema,
} from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devStaffApiToken } from '../../../../src/config/env.js';
import { bookings, reviewInvitations, reviews } from '../../../../src/db/schema/index.js';
import { hashReviewKey } from '../../../../src/reviews/review-invitations-service.js';
import { buildAccounts, newEmail, webUrl } from '../../../helpers/accounts.js';
import { cheapCaptchaEnv } from '../../../helpers/captcha.js';
import { peerProperty, startCmsPeer } from '../../../helpers/cms-peer.js';
import { mailAbout, multipartBody, photo, phpScript, type FilePart } from '../../../helpers/forms.js';
import { linkIn } from '../../../helpers/smtp-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const { app, smtp } = await buildAccounts({
  CMS_URL: cms.url,
  ...cheapCaptchaEnv,
  MAIL_JOBS_POLL_MS: '50',
  FORM_RATE_LIMIT_PER_IP: '1000',
  REVIEW_INVITATIONS_SWEEP_MS: '0',
});
const staff = { authorization: `Bearer ${devStaffApiToken}` };

beforeAll(async () => {
  cms.publish(
    peerProperty({
      documentId: 'lotus',
      slug: 'lotus-kim-ma',
      texts: {
        en: { name: 'Lotus Kim Ma' },
        ja: { name: 'ロータス キムマー' },
        vi: { name: 'Lotus Kim Mã' },
      },
    }),
  );
  cms.saveReviewTag({
    documentId: 'tag-comfy',
    key: 'comfortable',
    titles: { en: 'Comfortable', ja: '快適' },
  });
  await app.catalogService.syncAll();
});

/** Staff invite a long-term tenant; the key comes from the link in the mail. */
async function invite(language: 'en' | 'jp' | 'vi' = 'en', email = newEmail('tenant')): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/staff/review-invitations',
    headers: staff,
    payload: { propertyId: 'lotus', email, fullName: 'Long Stay', language },
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await smtp.lastTo(email);
  return linkIn(mail, `${webUrl}/${language}/send-review?`).searchParams.get('verify-key')!;
}

const check = (key: string, language = 'jp') =>
  app.inject({ method: 'POST', url: '/v1/reviews/check-key', payload: { key, language } });

function submit(fields: Record<string, string>, files: FilePart[] = []) {
  const body = multipartBody({ language: 'en', rate: '4', ...fields }, files);
  return app.inject({ method: 'POST', url: '/v1/reviews', payload: body.payload, headers: body.headers });
}

const rating = async () =>
  ratingSummarySchema.parse((await app.inject({ method: 'GET', url: '/v1/properties/lotus/rating' })).json());

describe('reviews by e-mailed link', () => {
  it('invites by mail with a 256-bit key kept only as its hash, valid for 30 days', async () => {
    const email = newEmail('invited');
    const key = await invite('vi', email);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await app.db.select().from(reviewInvitations).where(eq(reviewInvitations.email, email));
    expect(row!.keyHash).toBe(hashReviewKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect((await smtp.lastTo(email)).subject).toContain('Lotus Kim Mã');
  });

  it('checks a key and names the apartment in the asked language; an unknown key is not valid', async () => {
    const key = await invite();
    expect((await check(key, 'jp')).json()).toEqual({ valid: true, apartmentName: 'ロータス キムマー' });
    const unknown = 'A'.repeat(43);
    expect((await check(unknown)).json()).toEqual({ valid: false, apartmentName: null });
    expect((await check('short')).statusCode).toBe(400);
  });

  it('takes a review once with an image, pending until published; then the totals and the images change', async () => {
    const before = await rating();
    const key = await invite();
    const response = await submit({ key, rate: '2', tagKey: 'comfortable', content: 'Noisy at night.' }, [
      { content: await photo() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();

    // Single use: the same link again, and the check, say no.
    expect((await check(key)).json()).toEqual({ valid: false, apartmentName: null });
    const again = await submit({ key, content: 'Twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('review_key_invalid');

    // Pending: not counted, not listed, its image not public.
    expect(await rating()).toEqual(before);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      rate: 2,
      tagKey: 'comfortable',
      authorFullName: 'Long Stay',
    });
    const file = row!.images[0]!.key!.split('/')[1]!;
    expect((await app.inject({ method: 'GET', url: `/v1/review-images/${file}` })).statusCode).toBe(404);
    const staffList = async (query: string) => {
      const answer = await app.inject({ method: 'GET', url: `/staff/reviews?${query}`, headers: staff });
      expect(answer.statusCode, answer.body).toBe(200);
      return staffReviewPageSchema.parse(answer.json());
    };
    const pending = await staffList('status=pending&q=NOISY&pageSize=5');
    expect(pending).toMatchObject({ page: 1, pageSize: 5 });
    expect(pending.items.find((item) => item.id === id)).toMatchObject({
      propertyId: 'lotus',
      propertyName: 'Lotus Kim Ma',
      fullName: 'Long Stay',
      rate: 2,
    });
    expect(await staffList('status=pending&q=quiet%20and%20calm')).toMatchObject({ total: 0, items: [] });
    expect((await staffList('status=published')).items.map((item) => item.id)).not.toContain(id);

    // Published by staff: counted, listed with its public image.
    const published = await app.inject({
      method: 'POST',
      url: `/staff/reviews/${id}/status`,
      headers: staff,
      payload: { status: 'published' },
    });
    expect(staffReviewSchema.parse(published.json())).toMatchObject({
      status: 'published',
      propertyName: 'Lotus Kim Ma',
    });
    expect((await staffList('status=published')).items.map((item) => item.id)).toContain(id);
    const after = await rating();
    expect(after.total).toBe(before.total + 1);
    expect(after.distribution.find((entry) => entry.rate === 2)!.total).toBe(
      before.distribution.find((entry) => entry.rate === 2)!.total + 1,
    );
    const page = reviewPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/v1/properties/lotus/reviews?lang=en' })).json(),
    );
    const listed = page.items.find((item) => item.id === id)!;
    expect(listed.tag).toEqual({ key: 'comfortable', title: 'Comfortable' });
    expect(listed.images[0]!.url).toBe(`https://api.stayvn.test/v1/review-images/${file}`);
    const image = await app.inject({ method: 'GET', url: `/v1/review-images/${file}` });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();

    // Hidden again: out of the totals and the image private.
    await app.inject({
      method: 'POST',
      url: `/staff/reviews/${id}/status`,
      headers: staff,
      payload: { status: 'hidden' },
    });
    expect(await rating()).toEqual(before);
    expect((await app.inject({ method: 'GET', url: `/v1/review-images/${file}` })).statusCode).toBe(404);
  });

  it('refuses an expired key', async () => {
    const key = await invite();
    await app.db
      .update(reviewInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewInvitations.keyHash, hashReviewKey(key)));
    expect((await check(key)).json()).toEqual({ valid: false, apartmentName: null });
    const response = await submit({ key, content: 'Late' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'key', code: 'review_key_invalid', message: 'review_key_invalid' },
    ]);
  });

  it('keeps the limits: 5 images, text 1,500, rate 1 to 5, a known tag, images by content; the key stays usable', async () => {
    const key = await invite();
    const image = await photo(16, 16);
    const six = await submit(
      { key },
      Array.from({ length: 6 }, () => ({ content: image })),
    );
    expect(six.json().error.details).toEqual([
      { field: 'images', code: 'file_image_maximum', message: 'file_image_maximum' },
    ]);
    const script = await submit({ key }, [{ content: phpScript, filename: 'x.jpg' }]);
    expect(script.json().error.details[0]).toMatchObject({ field: 'images.0', code: 'file_image_maximum' });
    const fields = await submit({ key, content: 'a'.repeat(1501), rate: '6' });
    expect(
      Object.fromEntries(
        fields.json().error.details.map((d: { field: string; code: string }) => [d.field, d.code]),
      ),
    ).toEqual({
      content: 'err_too_long',
      rate: 'err_rate',
    });
    const tag = await submit({ key, tagKey: 'not-a-tag' });
    expect(tag.json().error.details[0]).toMatchObject({ field: 'tagKey', code: 'err_invalid_value' });

    // Nothing above spent the key; five images and 1,500 characters are taken, rate 5 by default.
    const fine = await submit(
      { key, rate: '', content: 'a'.repeat(1500) },
      Array.from({ length: 5 }, () => ({ content: image })),
    );
    expect(fine.statusCode, fine.body).toBe(201);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, fine.json<{ id: string }>().id));
    expect(row).toMatchObject({ rate: 5 });
    expect(row!.images).toHaveLength(5);
  });

  it('invites the guests of ended stays once, whatever the number of sweeps', async () => {
    const email = newEmail('stayed');
    await app.db.insert(bookings).values({
      number: 'SV-TEST-REVW-0001',
      propertyDocumentId: 'lotus',
      checkIn: '2026-01-01',
      checkOut: '2026-01-05',
      status: 'confirmed',
      email,
      fullName: '佐藤 花子',
      language: 'jp',
    });
    const sweep = () =>
      app.inject({ method: 'POST', url: '/staff/review-invitations/sweep', headers: staff });
    expect((await sweep()).json()).toEqual({ sent: 1 });
    expect((await sweep()).json()).toEqual({ sent: 0 });
    const mail = await mailAbout(smtp, email, 'ロータス キムマー');
    const key = linkIn(mail, `${webUrl}/jp/send-review?`).searchParams.get('verify-key')!;
    expect((await check(key)).json()).toEqual({ valid: true, apartmentName: 'ロータス キムマー' });
  });

  it('guards the staff side: no token, no invitation and no moderation', async () => {
    expect((await app.inject({ method: 'GET', url: '/staff/reviews' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/staff/review-invitations',
          payload: { propertyId: 'lotus', email: newEmail(), fullName: 'X', language: 'en' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

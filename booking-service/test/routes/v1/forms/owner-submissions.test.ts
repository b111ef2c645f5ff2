import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { formCreatedSchema, staffOwnerSubmissionPageSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { devStaffApiToken } from '../../../../src/config/env.js';
import { mailJobs, ownerSubmissions } from '../../../../src/db/schema/index.js';
import { bearer, buildAccounts, newEmail, signUp, webUrl } from '../../../helpers/accounts.js';
import { cheapCaptchaEnv, solveCaptcha } from '../../../helpers/captcha.js';
import { startCmsPeer } from '../../../helpers/cms-peer.js';
import {
  mailAbout,
  multipartBody,
  phpBehindJpegMagic,
  photo,
  photoOfSize,
  phpScript,
  pixelBomb,
  type FilePart,
} from '../../../helpers/forms.js';
import { bmp } from '../../../helpers/images.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
cms.setSiteSetting({
  supportContacts: [{ cityCode: 'HN', type: 1, phone: '+84 24 1', emailSupport: 'hanoi@stayvn.test' }],
});
const testbed = await buildAccounts({
  CMS_URL: cms.url,
  ...cheapCaptchaEnv,
  MAIL_JOBS_POLL_MS: '50',
  FORM_RATE_LIMIT_PER_IP: '1000',
  FORM_RATE_LIMIT_PER_EMAIL: '3',
  SUPPORT_EMAIL: 'fallback@stayvn.test',
});
const { app, smtp, storageDir } = testbed;
const staff = { authorization: `Bearer ${devStaffApiToken}` };

let ipCounter = 0;
const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function fields(overrides: Record<string, string | undefined> = {}) {
  const all: Record<string, string | undefined> = {
    language: 'jp',
    fullName: '山田 太郎',
    phoneNumber: '+84-912345678',
    email: newEmail('owner'),
    cityId: '1',
    propertyType: 'serviced_apartment',
    currency: 'VND',
    bedrooms: '2',
    bathrooms: '1',
    address: '12 Kim Mã, Ba Đình',
    descriptionFacilities: 'Pool, gym',
    descriptionAmenities: 'Washer, dryer',
    leasePrice: '25000000',
    agreePrivacy: 'true',
    captcha: await solveCaptcha(app),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

function send(form: Record<string, string>, files: FilePart[] = [], headers: Record<string, string> = {}) {
  const body = multipartBody(form, files);
  return app.inject({
    method: 'POST',
    url: '/v1/owner-submissions',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: nextIp(),
  });
}

async function storedFor(email: string) {
  return app.db.select().from(ownerSubmissions).where(eq(ownerSubmissions.email, email));
}

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(storageDir, 'owner-submissions')).catch(() => []);
}

function fieldErrors(response: { json(): unknown }) {
  return (response.json() as { error: { details?: { field: string; code: string }[] } }).error.details;
}

describe('POST /v1/owner-submissions', () => {
  it('stores the property with two re-encoded private images, and mails the owner in Japanese and staff', async () => {
    const form = await fields();
    const response = await send(form, [
      { content: await photo(), filename: 'living room.jpg' },
      { content: bmp(40, 30, 24), filename: 'plan.bmp', type: 'image/bmp' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = formCreatedSchema.parse(response.json());
    const [row] = await storedFor(form.email!);
    expect(row).toMatchObject({
      id,
      status: 'new',
      language: 'jp',
      fullName: '山田 太郎',
      cityId: 1,
      propertyType: 'serviced_apartment',
      currency: 'VND',
      bedrooms: '2',
      bathrooms: '1',
      leasePrice: 25_000_000,
      userId: null,
    });
    expect(row!.images).toHaveLength(2);

    // Re-encoded as WebP without the EXIF the phone wrote, with a thumbnail.
    const image = await app.inject({
      method: 'GET',
      url: `/staff/files/${row!.images[0]!.key}`,
      headers: staff,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();
    const thumbnail = await app.inject({
      method: 'GET',
      url: `/staff/files/${row!.images[0]!.thumbnailKey}`,
      headers: staff,
    });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 480, height: 360 });

    const acknowledgement = await smtp.lastTo(form.email!);
    expect(acknowledgement.subject).toContain('受け付けました');
    expect(acknowledgement.text).toContain('山田 太郎 様');
    const notification = await mailAbout(smtp, 'hanoi@stayvn.test', `New owner property submission (${id})`);
    expect(notification.text).toContain('Lease price: 25000000 VND');
    expect(notification.text).toContain('Images: 2');
    // The console's page of the submission in the web app, not the API's 401 JSON.
    expect(notification.text).toContain(`${webUrl}/staff/owner-submissions/${id}`);
  });

  it('serves the private images to staff only: a guest or a wrong token gets 401, a signed-in user 403', async () => {
    const form = await fields();
    expect((await send(form, [{ content: await photo() }])).statusCode).toBe(201);
    const [row] = await storedFor(form.email!);
    const url = `/staff/files/${row!.images[0]!.key}`;
    const user = await signUp(testbed);
    for (const headers of [{}, { authorization: 'Bearer not-the-staff-token-but-long-enough' }]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
    // A guest's token is someone known who is no staff member (issue 19).
    const guest = await app.inject({ method: 'GET', url, headers: bearer(user.session) });
    expect([guest.statusCode, guest.json().error.code]).toEqual([403, 'forbidden']);
    expect((await app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(200);
    // Nothing public serves them either.
    expect((await app.inject({ method: 'GET', url: `/v1/avatars/${row!.images[0]!.key}` })).statusCode).toBe(
      404,
    );

    const listed = await app.inject({
      method: 'GET',
      url: '/staff/owner-submissions?status=new',
      headers: staff,
    });
    const mine = staffOwnerSubmissionPageSchema.parse(listed.json()).items;
    expect(mine.find((item) => item.id === row!.id)?.images[0]?.url).toBe(
      `https://api.stayvn.test/staff/files/${row!.images[0]!.key}`,
    );
    const moved = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${row!.id}/status`,
      headers: staff,
      payload: { status: 'in_review' },
    });
    expect(moved.json()).toMatchObject({ status: 'in_review' });
  });

  it('refuses the 11th image with file_image_maximum and stores nothing', async () => {
    const form = await fields();
    const image = await photo(32, 32);
    const before = await storedFiles();
    const eleven = await send(
      form,
      Array.from({ length: 11 }, () => ({ content: image })),
    );
    expect(eleven.statusCode).toBe(400);
    expect(fieldErrors(eleven)).toEqual([
      { field: 'images', code: 'file_image_maximum', message: 'file_image_maximum' },
    ]);
    expect(await storedFor(form.email!)).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);

    // Ten is the limit, not over it (the captcha was not spent by the refusal).
    const ten = await send(
      form,
      Array.from({ length: 10 }, () => ({ content: image })),
    );
    expect(ten.statusCode, ten.body).toBe(201);
    expect((await storedFor(form.email!))[0]!.images).toHaveLength(10);
  });

  it('refuses an image of 2,500,000 + 1 bytes (and of 2,500,000), takes one of 2,499,999', async () => {
    for (const size of [2_500_001, 2_500_000]) {
      const form = await fields();
      const response = await send(form, [{ content: await photoOfSize(size) }]);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)?.[0]).toMatchObject({ field: 'images', code: 'file_image_maximum' });
      expect(await storedFor(form.email!)).toHaveLength(0);
    }
    const response = await send(await fields(), [{ content: await photoOfSize(2_499_999) }]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a PHP file named .jpg, also behind JPEG magic bytes, and a pixel bomb, by their content', async () => {
    for (const content of [phpScript, phpBehindJpegMagic, await pixelBomb()]) {
      const form = await fields();
      const response = await send(form, [
        { content: await photo(16, 16) },
        { content, filename: 'shell.jpg', type: 'image/jpeg' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual([
        { field: 'images.1', code: 'file_image_maximum', message: 'file_image_maximum' },
      ]);
      expect(await storedFor(form.email!)).toHaveLength(0);
    }
  });

  it('ignores the empty file part a plain HTML form sends when no file was chosen', async () => {
    const form = await fields();
    const response = await send(form, [
      { content: Buffer.alloc(0), filename: '', type: 'application/octet-stream' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect((await storedFor(form.email!))[0]!.images).toEqual([]);
  });

  it('refuses a file in another field with file_image_maximum', async () => {
    const response = await send(await fields(), [{ content: await photo(), field: 'avatar' }]);
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)?.[0]).toMatchObject({ field: 'avatar', code: 'file_image_maximum' });
  });

  it('requires the captcha: missing or reused answers captcha_invalid, no image is stored', async () => {
    const before = await storedFiles();
    const missing = await send(await fields({ captcha: undefined }), [{ content: await photo() }]);
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)).toEqual([
      { field: 'captcha', code: 'captcha_invalid', message: 'captcha_invalid' },
    ]);

    const form = await fields();
    expect((await send(form)).statusCode).toBe(201);
    const replayed = await send({ ...form, email: newEmail('owner') }, [{ content: await photo() }]);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('captcha_invalid');
    expect(await storedFiles()).toEqual(before);
  });

  it('reports the spec field keys and limits: name 191, address 191, descriptions 500, price 10 digits', async () => {
    const response = await send(
      await fields({
        fullName: ' ',
        email: 'owner@example',
        phoneNumber: '12',
        address: 'a'.repeat(192),
        descriptionFacilities: 'a'.repeat(501),
        leasePrice: '12345678901',
        currency: 'EUR',
        bedrooms: '9',
        agreePrivacy: 'false',
      }),
    );
    expect(response.statusCode).toBe(400);
    const byField = Object.fromEntries(fieldErrors(response)!.map((error) => [error.field, error.code]));
    expect(byField).toEqual({
      fullName: 'err_fullname',
      email: 'err_email_format',
      phoneNumber: 'err_phone_format',
      address: 'err_too_long',
      descriptionFacilities: 'err_too_long',
      leasePrice: 'err_too_long',
      currency: 'err_invalid_value',
      bedrooms: 'err_invalid_value',
      agreePrivacy: 'err_privacy_required',
    });
    const longest = await send(
      await fields({
        fullName: 'a'.repeat(191),
        address: 'a'.repeat(191),
        descriptionAmenities: 'a'.repeat(500),
        leasePrice: '9,999,999,999',
      }),
    );
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it('answers 415 to a body that is not multipart, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/owner-submissions',
      payload: await fields(),
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('limits submissions per e-mail address (3 in the window here)', async () => {
    const email = newEmail('busy-owner');
    for (let i = 0; i < 3; i++) expect((await send(await fields({ email }))).statusCode).toBe(201);
    const fourth = await send(await fields({ email }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(await storedFor(email)).toHaveLength(3);
  });

  it('keeps the signed-in owner, and queues its mails in the outbox', async () => {
    const user = await signUp(testbed);
    const form = await fields({ email: user.email });
    expect((await send(form, [], bearer(user.session))).statusCode).toBe(201);
    const [row] = await storedFor(user.email);
    expect(row!.userId).toBe(user.session.user.id);
    const jobs = await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, user.email));
    expect(jobs.some((job) => job.template.kind === 'form-acknowledgement')).toBe(true);
  });
});

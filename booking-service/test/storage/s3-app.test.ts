import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { userSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { devStaffApiToken } from '../../src/config/env.js';
import { ownerSubmissions } from '../../src/db/schema/index.js';
import { bearer, buildAccounts, newEmail, publicUrl, signUp } from '../helpers/accounts.js';
import { cheapCaptchaEnv, solveCaptcha } from '../helpers/captcha.js';
import { multipartBody, photo } from '../helpers/forms.js';
import { startS3Peer } from '../helpers/s3-peer.js';

const s3 = await startS3Peer();
afterAll(() => s3.close());
const testbed = await buildAccounts({ ...cheapCaptchaEnv, ...s3.env, S3_KEY_PREFIX: 'booking/' });
const { app } = testbed;
const client = new S3Client({
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
afterAll(() => client.destroy());

async function objectKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

describe('STORAGE_DRIVER=s3 (against s3rver)', () => {
  it('keeps avatars in the bucket and serves them from there', async () => {
    const account = await signUp(testbed);
    const body = multipartBody({}, [{ field: 'avatar', content: await photo(300, 300), filename: 'me.jpg' }]);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/me/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(account.session) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl } = userSchema.parse(response.json());
    const file = avatarUrl!.slice(`${publicUrl}/v1/avatars/`.length);
    expect(await objectKeys()).toContain(`booking/avatars/${file}`);

    const served = await app.inject({ method: 'GET', url: `/v1/avatars/${file}` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });
  });

  it('stores an owner’s images in the bucket, for staff only', async () => {
    const email = newEmail('s3-owner');
    const body = multipartBody(
      {
        language: 'en',
        fullName: 'Owner On S3',
        phoneNumber: '0912345678',
        email,
        cityId: 2,
        agreePrivacy: 'on',
        captcha: await solveCaptcha(app),
      },
      [{ content: await photo() }],
    );
    const response = await app.inject({ method: 'POST', url: '/v1/owner-submissions', ...body });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await app.db.select().from(ownerSubmissions).where(eq(ownerSubmissions.email, email));
    const { key, thumbnailKey } = row!.images[0]!;
    expect(await objectKeys()).toEqual(expect.arrayContaining([`booking/${key}`, `booking/${thumbnailKey}`]));

    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `booking/${key}` }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    expect((await app.inject({ method: 'GET', url: `/staff/files/${key}` })).statusCode).toBe(401);
    const served = await app.inject({
      method: 'GET',
      url: `/staff/files/${key}`,
      headers: { authorization: `Bearer ${devStaffApiToken}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });
});

import { readdir } from 'node:fs/promises';
import { errorEnvelopeSchema, userSchema } from '@stayvn/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccounts, publicUrl, signUp } from '../../../helpers/accounts.js';
import { bmp } from '../../../helpers/images.js';

const testbed = await buildAccounts();
const { app, avatarDir } = testbed;
const account = await signUp(testbed);

function multipart(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----stayvn-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'avatar'}"; filename="${
      options.filename ?? 'me.png'
    }"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  file: Buffer,
  options: Parameters<typeof multipart>[1] = {},
  session = account.session,
) {
  const body = multipart(file, options);
  return app.inject({
    method: 'POST',
    url: '/v1/me/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(session) },
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

async function servedAvatar(avatarUrl: string) {
  expect(avatarUrl.startsWith(`${publicUrl}/v1/avatars/`)).toBe(true);
  const response = await app.inject({ method: 'GET', url: avatarUrl.slice(publicUrl.length) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(response.headers['cache-control']).toContain('immutable');
  return sharp(response.rawPayload).metadata();
}

function expectNotAnImage(response: Awaited<ReturnType<typeof upload>>) {
  expect(response.statusCode).toBe(400);
  const body = errorEnvelopeSchema.parse(response.json());
  expect(body.error.code).toBe('file_image_maximum');
  expect(body.error.details).toEqual([
    { field: 'avatar', code: 'file_image_maximum', message: 'file_image_maximum' },
  ]);
}

describe('POST /v1/me/avatar', () => {
  it.each([
    ['jpeg', () => picture(800, 600).jpeg().toBuffer(), 'image/jpeg'],
    ['png', () => picture(300, 500).png().toBuffer(), 'image/png'],
    ['gif', () => picture(64, 64).gif().toBuffer(), 'image/gif'],
    ['tiff', () => picture(320, 240).tiff().toBuffer(), 'image/tiff'],
    ['bmp (24-bit)', async () => bmp(40, 30, 24), 'image/bmp'],
    ['bmp (8-bit palette)', async () => bmp(33, 17, 8), 'image/bmp'],
    ['bmp (32-bit)', async () => bmp(20, 20, 32), 'image/bmp'],
  ])('accepts %s and stores a 256×256 WebP served from /v1/avatars', async (_, make, type) => {
    const response = await upload(await make(), { type, filename: 'photo' });
    expect(response.statusCode, response.body).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.id).toBe(account.session.user.id);
    const metadata = await servedAvatar(user.avatarUrl!);
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(account.session) });
    expect(me.json().avatarUrl).toBe(user.avatarUrl);
  });

  it('keeps the colours of a BMP', async () => {
    const response = await upload(bmp(16, 16, 24, [10, 200, 30]), { type: 'image/bmp' });
    const served = await app.inject({
      method: 'GET',
      url: response.json().avatarUrl.slice(publicUrl.length),
    });
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 10)).toBeLessThan(12);
    expect(Math.abs(data[1]! - 200)).toBeLessThan(12);
    expect(Math.abs(data[2]! - 30)).toBeLessThan(12);
  });

  it('replaces the previous file on disk', async () => {
    const user = await signUp(testbed);
    const first = await upload(await picture(50, 50).png().toBuffer(), {}, user.session);
    const second = await upload(await picture(60, 60).png().toBuffer(), {}, user.session);
    const firstFile = first.json().avatarUrl.split('/').at(-1);
    const secondFile = second.json().avatarUrl.split('/').at(-1);
    expect(firstFile).not.toBe(secondFile);
    const files = await readdir(avatarDir);
    expect(files).toContain(secondFile);
    expect(files).not.toContain(firstFile);
    expect((await app.inject({ method: 'GET', url: `/v1/avatars/${firstFile}` })).statusCode).toBe(404);
  });

  it('refuses a text file renamed to .jpg and declared as a JPEG', async () => {
    expectNotAnImage(
      await upload(Buffer.from('this is not a picture at all'), { filename: 'me.jpg', type: 'image/jpeg' }),
    );
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    expectNotAnImage(
      await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])),
    );
  });

  it('refuses an image format the spec does not list (WebP, SVG)', async () => {
    expectNotAnImage(await upload(await picture(20, 20).webp().toBuffer(), { type: 'image/webp' }));
    expectNotAnImage(
      await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), {
        type: 'image/svg+xml',
      }),
    );
  });

  it('refuses a file of 2.5 MB or more, even a real image', async () => {
    const png = await picture(100, 100).png().toBuffer();
    const exactly = Buffer.concat([png, Buffer.alloc(2_500_000 - png.length)]);
    expect(exactly.length).toBe(2_500_000);
    expectNotAnImage(await upload(exactly));
    expectNotAnImage(await upload(Buffer.concat([png, Buffer.alloc(4_000_000)])));
  });

  it('accepts an image just under 2.5 MB', async () => {
    const png = await picture(100, 100).png().toBuffer();
    const under = Buffer.concat([png, Buffer.alloc(2_499_999 - png.length)]);
    const response = await upload(under);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers a field error without a file, or with another field', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/v1/me/avatar',
      headers: bearer(account.session),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.details).toEqual([
      { field: 'avatar', code: 'err_required', message: 'err_required' },
    ]);
    const other = await upload(await picture(10, 10).png().toBuffer(), { field: 'picture' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details[0].field).toBe('avatar');
  });

  it('answers 401 without a token', async () => {
    const body = multipart(await picture(10, 10).png().toBuffer());
    const response = await app.inject({ method: 'POST', url: '/v1/me/avatar', ...body });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /v1/avatars/:file', () => {
  it('answers 404 for an unknown file and refuses names it never makes', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/v1/avatars/00000000-0000-0000-0000-000000000000.webp' }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/avatars/..%2F..%2Fpackage.json' })).statusCode).toBe(
      400,
    );
  });
});

describe('an avatar request with more than one file (issue 20, finding 9)', () => {
  function twoFiles(first: Buffer, second: Buffer, secondField = 'avatar') {
    const boundary = '----stayvn-two-files';
    const part = (name: string, file: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ]);
    return app.inject({
      method: 'POST',
      url: '/v1/me/avatar',
      payload: Buffer.concat([
        part('avatar', first),
        part(secondField, second),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(account.session) },
    });
  }

  it.each(['avatar', 'other'])('is refused, and changes nothing (second field %s)', async (secondField) => {
    const before = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(account.session) });
    const png = await picture(20, 20).png().toBuffer();
    const response = await twoFiles(png, png, secondField);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.details).toEqual([
      { field: 'avatar', code: 'err_one_file', message: 'err_one_file' },
    ]);
    const after = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(account.session) });
    expect(after.json().avatarUrl).toBe(before.json().avatarUrl);
  });
});

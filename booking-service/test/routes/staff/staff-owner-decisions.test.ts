import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staffOwnerSubmissionSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs, ownerSubmissions, staffAuditLog } from '../../../src/db/schema/index.js';
import { build } from '../../helpers/build.js';
import { asStaff, enrolledMember, staffEnv, type EnrolledStaff } from '../../helpers/staff.js';

const cmsToken = 'test-cms-api-token-for-the-booking-service';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/** A Strapi-shaped peer that records what the booking service sends (the e2e covers the real CMS). */
async function startStrapiPeer() {
  const seen: Seen[] = [];
  let failProperties = false;
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks),
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${cmsToken}`) return send(401, { error: {} });
      if (request.url!.startsWith('/api/cities')) return send(200, { data: [{ documentId: 'city-hanoi' }] });
      if (request.url === '/api/upload' && request.method === 'POST')
        return send(201, [{ id: 41 }, { id: 42 }]);
      if (request.url!.startsWith('/api/properties') && request.method === 'POST')
        return failProperties
          ? send(500, { error: {} })
          : send(201, { data: { documentId: 'draft-property-1' } });
      return send(404, { error: {} });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    failNext: (value: boolean) => (failProperties = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('owner submissions: approve → a CMS draft, reject → the reason mailed (issue 19)', () => {
  let app: FastifyInstance;
  let support: EnrolledStaff;
  let cms: Awaited<ReturnType<typeof startStrapiPeer>>;

  beforeAll(async () => {
    cms = await startStrapiPeer();
    app = await build({ ...staffEnv, CMS_URL: cms.url, CMS_API_TOKEN: cmsToken });
    support = await enrolledMember(app, 'support');
  });
  afterAll(() => cms.close());

  async function submission(language: 'en' | 'jp' | 'vi', images = 0) {
    const keys = [];
    for (let index = 0; index < images; index += 1) {
      const key = `owner-submissions/test-${Date.now()}-${index}.webp`;
      await app.fileStore.put(key, Buffer.from(`image ${index}`), 'image/webp');
      keys.push({ key, thumbnailKey: key, width: 10, height: 10 });
    }
    const [row] = await app.db
      .insert(ownerSubmissions)
      .values({
        language,
        fullName: 'Tran Van Bao',
        phoneNumber: '0901234567',
        email: `bao.${language}.${Date.now()}@example.com`,
        cityId: 1,
        propertyType: 'serviced_apartment',
        currency: 'USD',
        bedrooms: '2',
        bathrooms: '2',
        address: '15 Tran Hung Dao, Hoan Kiem',
        descriptionFacilities: 'Căn hộ có hồ bơi và phòng gym.',
        leasePrice: 1200,
        images: keys,
      })
      .returning();
    return row!;
  }

  it('uploads the images, creates the property as a draft in the submitted locale, and records it', async () => {
    const row = await submission('vi', 2);
    cms.seen.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${row.id}/approve`,
      headers: asStaff(support),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(staffOwnerSubmissionSchema.parse(response.json())).toMatchObject({
      status: 'approved',
      cmsDocumentId: 'draft-property-1',
    });

    const draftCalls = cms.seen.filter((request) => !request.url.startsWith('/api/site-setting'));
    expect(draftCalls.map((request) => request.authorization)).toEqual(
      draftCalls.map(() => `Bearer ${cmsToken}`),
    );
    const upload = cms.seen.find((request) => request.url === '/api/upload')!;
    expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body.toString()).toContain('name="files"');
    expect(upload.body.toString()).toContain('image 1');
    const create = cms.seen.find((request) => request.url.startsWith('/api/properties'))!;
    const query = new URL(create.url, cms.url).searchParams;
    expect(query.get('status')).toBe('draft');
    expect(query.get('locale')).toBe('vi');
    expect(JSON.parse(create.body.toString())).toEqual({
      data: {
        name: 'Serviced apartment: 15 Tran Hung Dao, Hoan Kiem',
        kind: 'apartment',
        typeCode: 'long',
        address: '15 Tran Hung Dao, Hoan Kiem',
        bathrooms: 2,
        overview: 'Căn hộ có hồ bơi và phòng gym.',
        priceUsd: 1200,
        city: 'city-hanoi',
        images: [41, 42],
      },
    });
    const [entry] = await app.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, row.id));
    expect(entry).toMatchObject({
      action: 'owner-submissions.approve',
      actorId: support.session.staff.id,
      before: { status: 'new', cmsDocumentId: null },
      after: { status: 'approved', cmsDocumentId: 'draft-property-1' },
    });

    // Once decided, neither approved again nor rejected.
    const again = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${row.id}/approve`,
      headers: asStaff(support),
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 503 and changes nothing when the CMS refuses the draft', async () => {
    const row = await submission('en');
    cms.failNext(true);
    const response = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${row.id}/approve`,
      headers: asStaff(support),
    });
    cms.failNext(false);
    expect(response.statusCode, response.body).toBe(503);
    const [after] = await app.db.select().from(ownerSubmissions).where(eq(ownerSubmissions.id, row.id));
    expect(after).toMatchObject({ status: 'new', cmsDocumentId: null });
    expect(await app.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, row.id))).toEqual([]);
  });

  it('rejects with a reason mailed to the owner in their language', async () => {
    const row = await submission('jp');
    const response = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${row.id}/reject`,
      headers: asStaff(support),
      payload: { reason: '現在、このエリアの物件は募集しておりません。' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: '現在、このエリアの物件は募集しておりません。',
    });
    const [mail] = await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, row.email));
    expect(mail).toMatchObject({
      language: 'jp',
      template: { kind: 'owner-submission-rejected', reason: '現在、このエリアの物件は募集しておりません。' },
    });
    const empty = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${row.id}/reject`,
      headers: asStaff(support),
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const twice = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${row.id}/reject`,
      headers: asStaff(support),
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
  });
});

import { randomUUID } from 'node:crypto';
import {
  pageSchemaOf,
  staffAuditEntrySchema,
  staffEnquiryDetailSchema,
  staffEnquiryPageSchema,
  staffOwnerSubmissionPageSchema,
  staffSupportRequestDetailSchema,
  staffSupportRequestPageSchema,
} from '@stayvn/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enquiries,
  mailJobs,
  ownerSubmissions,
  staffAuditLog,
  supportRequests,
} from '../../../src/db/schema/index.js';
import { build } from '../../helpers/build.js';
import {
  asMachine,
  asStaff,
  enrolledMember,
  loginAndEnrol,
  staffAdminEmail,
  staffAdminPassword,
  staffEnv,
  type EnrolledStaff,
} from '../../helpers/staff.js';

const auditPage = pageSchemaOf(staffAuditEntrySchema);

async function newEnquiry(app: FastifyInstance, values: Partial<typeof enquiries.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(enquiries)
    .values({
      kind: 'contact',
      language: 'en',
      cityId: 1,
      fullName: 'Pham Thi Dao',
      email: 'dao@example.com',
      phoneNumber: '0901234567',
      message: 'Do you have a two-bedroom flat in Ba Dinh?',
      ...values,
    } as typeof enquiries.$inferInsert)
    .returning({ id: enquiries.id });
  return row!.id;
}

describe('the staff queues: paging, filters, search, assign, status, replies (issue 19)', () => {
  let app: FastifyInstance;
  let admin: EnrolledStaff;
  let support: EnrolledStaff;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    app = await build(staffEnv);
    admin = await loginAndEnrol(app, staffAdminEmail, staffAdminPassword);
    support = await enrolledMember(app, 'support');
  });

  async function auditOf(entityId: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/staff/audit-log?pageSize=100',
      headers: asStaff(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return auditPage.parse(response.json()).items.filter((entry) => entry.entityId === entityId);
  }

  async function enquiryPage(query: string, who: EnrolledStaff = support) {
    const response = await app.inject({
      method: 'GET',
      url: `/staff/enquiries?${query}`,
      headers: asStaff(who),
    });
    expect(response.statusCode, response.body).toBe(200);
    return staffEnquiryPageSchema.parse(response.json());
  }

  it('pages, filters, searches and sorts the enquiries', async () => {
    const names = ['Anh', 'Binh', 'Chi', 'Dung', 'Em'].map((name) => `${name} ${tag}`);
    for (const [index, name] of names.entries()) {
      await newEnquiry(app, {
        fullName: name,
        email: `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.com`,
        kind: index % 2 === 0 ? 'contact' : 'property',
        status: index === 4 ? 'closed' : 'new',
        message: index === 2 ? `Looking for a pet-friendly flat ${tag}` : null,
      });
      // "Newest first" needs times apart: two inserts in one millisecond tie (seen in CI).
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    const first = await enquiryPage(`q=${tag}&sort=fullName&order=asc&pageSize=2&page=1`);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.fullName)).toEqual(names.slice(0, 2));
    const third = await enquiryPage(`q=${tag}&sort=fullName&order=asc&pageSize=2&page=3`);
    expect(third.items.map((item) => item.fullName)).toEqual(names.slice(4));

    expect((await enquiryPage(`q=${tag}&kind=property`)).total).toBe(2);
    expect((await enquiryPage(`q=${tag}&status=closed`)).items.map((item) => item.fullName)).toEqual([
      names[4],
    ]);
    // By e-mail, and by the text of the message; any case; LIKE's own characters are literal.
    expect((await enquiryPage(`q=BINH.${tag}@EXAMPLE`)).items.map((item) => item.fullName)).toEqual([
      names[1],
    ]);
    expect((await enquiryPage(`q=pet-friendly flat ${tag}`)).total).toBe(1);
    expect((await enquiryPage(`q=%25${tag}`)).total).toBe(0);
    const byDefault = await enquiryPage(`q=${tag}`);
    expect(byDefault.items[0]!.fullName).toBe(names[4]); // newest first
    expect(byDefault.items.every((item) => item.assignee === null && item.replyCount === 0)).toBe(true);
  });

  it('refuses a bad list query with field errors, never a 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/staff/enquiries?page=0&pageSize=1000&sort=evil&order=sideways&status=lost&assignee=someone',
      headers: asStaff(support),
    });
    expect(response.statusCode, response.body).toBe(400);
    const fields = (response.json() as { error: { details: { field: string }[] } }).error.details.map(
      (detail) => detail.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'sort', 'order', 'status', 'assignee']),
    );
  });

  it('assigns an enquiry, filters by assignee, and audits it in the same transaction', async () => {
    const id = await newEnquiry(app, { fullName: `Giang ${tag}` });
    const assigned = await app.inject({
      method: 'POST',
      url: `/staff/enquiries/${id}/assign`,
      headers: asStaff(admin),
      payload: { assigneeId: support.session.staff.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      id,
      assignee: { id: support.session.staff.id, email: support.email },
    });
    expect((await enquiryPage(`q=${tag}&assignee=me`)).items.map((item) => item.id)).toEqual([id]);
    expect((await enquiryPage(`q=${tag}&assignee=me`, admin)).total).toBe(0);
    expect((await enquiryPage(`q=${tag}&assignee=${support.session.staff.id}`, admin)).total).toBe(1);
    expect((await enquiryPage(`q=Giang ${tag}&assignee=none`)).total).toBe(0);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorType: 'staff',
      actorId: admin.session.staff.id,
      action: 'enquiries.assign',
      entityType: 'enquiries',
      entityId: id,
      before: { id, assignee: null },
      after: { id, assignee: { id: support.session.staff.id } },
    });

    // An unknown or disabled member: a field error, nothing changed, nothing logged.
    const wrong = await app.inject({
      method: 'POST',
      url: `/staff/enquiries/${id}/assign`,
      headers: asStaff(admin),
      payload: { assigneeId: randomUUID() },
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { details: [{ field: 'assigneeId', code: 'err_invalid_value' }] },
    });
    expect(await auditOf(id)).toHaveLength(1);
    const [row] = await app.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row!.assigneeId).toBe(support.session.staff.id);
  });

  it('replies by e-mail in the visitor’s language through the outbox, keeps the reply and marks it answered', async () => {
    const id = await newEnquiry(app, {
      fullName: `Hoa ${tag}`,
      email: `hoa.${tag}@example.jp`,
      language: 'jp',
    });
    const replied = await app.inject({
      method: 'POST',
      url: `/staff/enquiries/${id}/replies`,
      headers: asStaff(support),
      payload: { message: 'ご連絡ありがとうございます。\n\n2ベッドルームのお部屋がございます。' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const detail = staffEnquiryDetailSchema.parse(replied.json());
    expect(detail).toMatchObject({ id, status: 'answered', replyCount: 1 });
    expect(detail.replies).toEqual([
      expect.objectContaining({
        author: expect.objectContaining({ id: support.session.staff.id }),
        to: `hoa.${tag}@example.jp`,
        language: 'jp',
        subject: '【StayVN】お問い合わせへのご回答',
        message: 'ご連絡ありがとうございます。\n\n2ベッドルームのお部屋がございます。',
      }),
    ]);

    const jobs = await app.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.recipient, `hoa.${tag}@example.jp`));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      language: 'jp',
      template: { kind: 'staff-reply', about: 'enquiry', fullName: `Hoa ${tag}` },
    });

    const again = await app.inject({ method: 'GET', url: `/staff/enquiries/${id}`, headers: asStaff(admin) });
    expect(staffEnquiryDetailSchema.parse(again.json()).replies).toHaveLength(1);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'enquiries.reply',
      before: { status: 'new', replyCount: 0 },
      after: { status: 'answered', replyCount: 1 },
    });

    // Status, by hand.
    const closed = await app.inject({
      method: 'POST',
      url: `/staff/enquiries/${id}/status`,
      headers: asStaff(support),
      payload: { status: 'closed' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
  });

  it('replies to a help issue with staff’s own subject, and moves it in progress', async () => {
    const [row] = await app.db
      .insert(supportRequests)
      .values({
        kind: 'issue',
        language: 'vi',
        fullName: `Khanh ${tag}`,
        phoneNumber: '0901234567',
        email: `khanh.${tag}@example.vn`,
        address: '12 Hang Bai, Hanoi',
        message: 'Máy lạnh bị chảy nước.',
      })
      .returning({ id: supportRequests.id });
    const id = row!.id;
    const list = await app.inject({
      method: 'GET',
      url: `/staff/support-requests?kind=issue&q=khanh.${tag}`,
      headers: asMachine,
    });
    expect(staffSupportRequestPageSchema.parse(list.json()).items.map((item) => item.id)).toEqual([id]);

    const replied = await app.inject({
      method: 'POST',
      url: `/staff/support-requests/${id}/replies`,
      headers: asStaff(support),
      payload: { subject: 'Kỹ thuật viên sẽ đến vào sáng mai', message: 'Chúng tôi sẽ sửa máy lạnh.' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const detail = staffSupportRequestDetailSchema.parse(replied.json());
    expect(detail).toMatchObject({
      status: 'in_progress',
      replies: [{ subject: 'Kỹ thuật viên sẽ đến vào sáng mai' }],
    });
    const [job] = await app.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.recipient, `khanh.${tag}@example.vn`));
    expect(job).toMatchObject({ language: 'vi', template: { kind: 'staff-reply', about: 'issue' } });
  });

  it('pages the owner submissions and keeps approval and rejection to their own actions', async () => {
    const [row] = await app.db
      .insert(ownerSubmissions)
      .values({
        language: 'en',
        fullName: `Lan ${tag}`,
        phoneNumber: '0901234567',
        email: `lan.${tag}@example.com`,
        cityId: 1,
        currency: 'USD',
      })
      .returning({ id: ownerSubmissions.id });
    const id = row!.id;
    const list = await app.inject({
      method: 'GET',
      url: `/staff/owner-submissions?status=new&cityId=1&q=Lan ${tag}`,
      headers: asStaff(support),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(staffOwnerSubmissionPageSchema.parse(list.json())).toMatchObject({ total: 1, items: [{ id }] });
    const approved = await app.inject({
      method: 'POST',
      url: `/staff/owner-submissions/${id}/status`,
      headers: asStaff(support),
      payload: { status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(409);
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('answers 404 for an unknown item, and logs nothing', async () => {
    const id = randomUUID();
    for (const [url, payload] of [
      [`/staff/enquiries/${id}/status`, { status: 'closed' }],
      [`/staff/enquiries/${id}/assign`, { assigneeId: null }],
      [`/staff/enquiries/${id}/replies`, { message: 'Hello' }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: asStaff(support), payload });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('writes a change and its audit entry in one transaction: either both or neither', async () => {
    const id = await newEnquiry(app, { fullName: `Minh ${tag}` });
    const request = { staff: { type: 'machine' }, auditEntries: 0 } as unknown as FastifyRequest;
    const setStatus = (tx: typeof app.db) =>
      tx.update(enquiries).set({ status: 'closed' }).where(eq(enquiries.id, id)).returning();

    // The change fails after writing: nothing of it stays, and no entry.
    await expect(
      app.staffAction(request, {
        action: 'enquiries.status',
        entityType: 'enquiries',
        entityId: id,
        change: async (tx) => {
          await setStatus(tx);
          throw new Error('the change failed half-way');
        },
      }),
    ).rejects.toThrow('half-way');
    // The entry cannot be written (the log refuses it): the change is undone with it.
    await expect(
      app.staffAction(request, {
        action: 'x'.repeat(10) as string,
        entityType: 'enquiries',
        entityId: id,
        change: setStatus,
        after: () => ({ size: 10n }),
      }),
    ).rejects.toThrow();
    const [row] = await app.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row!.status).toBe('new');
    const entries = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entityType, 'enquiries'), eq(staffAuditLog.entityId, id)));
    expect(entries).toHaveLength(0);

    // And a change that succeeds has exactly one.
    await app.staffAction(request, {
      action: 'enquiries.status',
      entityType: 'enquiries',
      entityId: id,
      change: setStatus,
    });
    const [after] = await app.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(after!.status).toBe('closed');
    expect(await auditOf(id)).toMatchObject([{ actorType: 'machine', action: 'enquiries.status' }]);
  });
});

import { pageSchemaOf, staffAuditEntrySchema, staffDashboardSchema } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiries, reviews, supportRequests } from '../../../src/db/schema/index.js';
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

async function newSupportRequest(app: FastifyInstance, kind: 'issue' | 'tenant_support' = 'issue') {
  const [row] = await app.db
    .insert(supportRequests)
    .values({
      kind,
      language: 'en',
      fullName: 'Le Van Cuong',
      phoneNumber: '0901234567',
      email: 'cuong@example.com',
      address: '12 Hang Bai, Hanoi',
      message: 'The air conditioner drips.',
    })
    .returning({ id: supportRequests.id });
  return row!.id;
}

describe('the audit log and the dashboard (issue 19)', () => {
  let app: FastifyInstance;
  let admin: EnrolledStaff;
  let support: EnrolledStaff;

  beforeAll(async () => {
    app = await build(staffEnv);
    admin = await loginAndEnrol(app, staffAdminEmail, staffAdminPassword);
    support = await enrolledMember(app, 'support');
  });

  /** The log as the admin reads it, with `query` (a page, filters). */
  async function filtered(query: string) {
    const response = await app.inject({
      method: 'GET',
      url: `/staff/audit-log?${query}`,
      headers: asStaff(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return auditPage.parse(response.json());
  }
  const log = (pageIndex = 1, pageSize = 50) => filtered(`pageIndex=${pageIndex}&pageSize=${pageSize}`);

  it('writes who, when, what and the entity before and after for a staff change', async () => {
    const id = await newSupportRequest(app);
    const response = await app.inject({
      method: 'POST',
      url: `/staff/support-requests/${id}/status`,
      headers: asStaff(support),
      payload: { status: 'in_progress' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = (await log()).items;
    expect(entry).toMatchObject({
      actorType: 'staff',
      actorId: support.session.staff.id,
      actorEmail: support.email,
      action: 'support-requests.status',
      entityType: 'support-requests',
      entityId: id,
      before: { id, status: 'new' },
      after: { id, status: 'in_progress' },
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('names the machine token as the actor of a command, and writes nothing for a refused change', async () => {
    const before = (await log()).total;
    const refused = await app.inject({
      method: 'POST',
      url: '/staff/bookings/SV-AAAA-BBBB-CCCC/confirm-transfer',
      headers: asMachine,
      payload: {},
    });
    expect(refused.statusCode).toBe(404);
    expect((await log()).total).toBe(before);

    const id = await newSupportRequest(app);
    await app.inject({
      method: 'POST',
      url: `/staff/support-requests/${id}/status`,
      headers: asMachine,
      payload: { status: 'closed' },
    });
    const [entry] = (await log()).items;
    expect(entry).toMatchObject({
      actorType: 'machine',
      actorId: null,
      entityId: id,
      after: { status: 'closed' },
    });
  });

  it('records the log-ins, the enrolment and the first admin, a page at a time', async () => {
    const all = await log(1, 100);
    const actions = all.items.map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.first_admin', 'staff.totp_enrolled']));
    const first = await log(1, 2);
    const second = await log(2, 2);
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
    const bad = await app.inject({
      method: 'GET',
      url: '/staff/audit-log?pageSize=1000',
      headers: asStaff(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('pageSize');
  });

  it('filters the log by actor, action, item and days, and refuses a bad filter field by field', async () => {
    const id = await newSupportRequest(app);
    const status = await app.inject({
      method: 'POST',
      url: `/staff/support-requests/${id}/status`,
      headers: asStaff(support),
      payload: { status: 'resolved' },
    });
    expect(status.statusCode, status.body).toBe(200);
    const byItem = await filtered(`item=${id}`);
    expect(byItem.items.map((entry) => entry.entityId)).toEqual([id]);
    expect(byItem.total).toBe(1);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const all = await filtered(
      `actor=${support.email.toUpperCase()}&action=requests.stat&item=${id.slice(0, 13)}&from=${today}&to=${today}`,
    );
    expect(all.items.map((entry) => entry.entityId)).toEqual([id]);
    expect((await filtered(`item=${id}&actor=${admin.email}`)).total).toBe(0);
    expect((await filtered(`item=${id}&from=2000-01-01&to=2000-01-31`)).total).toBe(0);
    expect((await filtered('actor=machine')).items.every((entry) => entry.actorType === 'machine')).toBe(
      true,
    );
    // A percent sign is a character like another, not a wildcard.
    expect((await filtered('action=%25')).total).toBe(0);
    // Empty fields, as a plain GET form sends them, are no filters.
    expect((await filtered('actor=&action=&item=&from=&to=')).total).toBe((await filtered('')).total);

    const refused = await app.inject({
      method: 'GET',
      url: `/staff/audit-log?from=2026-02-30&to=yesterday&actor=${'x'.repeat(201)}`,
      headers: asStaff(admin),
    });
    expect(refused.statusCode).toBe(400);
    const fields = (refused.json() as { error: { details: { field: string; code: string }[] } }).error
      .details;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'from', code: 'err_date_invalid' }),
        expect.objectContaining({ field: 'to', code: 'err_date_invalid' }),
        expect.objectContaining({ field: 'actor', code: 'err_too_long' }),
      ]),
    );
    const backwards = await app.inject({
      method: 'GET',
      url: '/staff/audit-log?from=2026-11-02&to=2026-11-01',
      headers: asStaff(admin),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details).toEqual([
      expect.objectContaining({ field: 'to', code: 'err_date_order' }),
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { total } = await log();
    expect(total).toBeGreaterThan(0);
    // Drizzle wraps the database's error; the trigger's own message is its cause.
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update staff_audit_log set action = 'rewritten'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from staff_audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate staff_audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect((await log()).total).toBe(total);
    expect((await log()).items.some((item) => item.action === 'rewritten')).toBe(false);
  });

  it('counts the new items of each queue', async () => {
    const dashboard = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/staff/dashboard',
        headers: asStaff(support),
      });
      expect(response.statusCode, response.body).toBe(200);
      return staffDashboardSchema.parse(response.json()).queues;
    };
    const start = await dashboard();
    await newSupportRequest(app, 'issue');
    await newSupportRequest(app, 'tenant_support');
    await app.db.insert(enquiries).values({
      kind: 'contact',
      language: 'en',
      cityId: 1,
      fullName: 'Pham Thi Dao',
      email: 'dao@example.com',
      phoneNumber: '0901234567',
    } as typeof enquiries.$inferInsert);
    await app.db.insert(reviews).values({
      propertyDocumentId: 'property-1',
      authorFullName: 'Dao',
      rate: 5,
      content: 'Lovely.',
      language: 'en',
      status: 'pending',
    } as typeof reviews.$inferInsert);
    const after = await dashboard();
    expect(after).toEqual({
      ...start,
      helpIssues: start.helpIssues + 1,
      tenantSupport: start.tenantSupport + 1,
      enquiries: start.enquiries + 1,
      reviewsPending: start.reviewsPending + 1,
    });
  });
});

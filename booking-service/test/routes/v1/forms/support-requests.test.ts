import { formCreatedSchema, staffSupportRequestPageSchema } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { devStaffApiToken } from '../../../../src/config/env.js';
import { supportRequests } from '../../../../src/db/schema/index.js';
import { buildAccounts, newEmail, webUrl } from '../../../helpers/accounts.js';
import { cheapCaptchaEnv, solveCaptcha } from '../../../helpers/captcha.js';
import { startCmsPeer } from '../../../helpers/cms-peer.js';
import { mailAbout, multipartBody, photo, phpScript, type FilePart } from '../../../helpers/forms.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const { app, smtp } = await buildAccounts({
  CMS_URL: cms.url,
  ...cheapCaptchaEnv,
  MAIL_JOBS_POLL_MS: '50',
  FORM_RATE_LIMIT_PER_IP: '1000',
  FORM_RATE_LIMIT_PER_EMAIL: '2',
  SUPPORT_EMAIL: 'support@stayvn.test',
});
const staff = { authorization: `Bearer ${devStaffApiToken}` };

let ipCounter = 0;
const nextIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function details(response: { json(): unknown }) {
  const body = response.json() as { error: { details?: { field: string; code: string }[] } };
  return Object.fromEntries((body.error.details ?? []).map((error) => [error.field, error.code]));
}

describe('POST /v1/help-issues', () => {
  async function issue(overrides: Record<string, string> = {}) {
    return {
      language: 'vi',
      fullName: 'Trần Thị B',
      phoneNumber: '0912345678',
      email: newEmail('tenant'),
      apartmentName: 'Lotus Kim Mã 1203',
      address: '12 Kim Mã, Ba Đình',
      issueType: 'maintenance',
      description: 'The air conditioner drips.',
      captcha: await solveCaptcha(app),
      ...overrides,
    };
  }
  function send(form: Record<string, string>, files: FilePart[] = []) {
    const body = multipartBody(form, files);
    return app.inject({
      method: 'POST',
      url: '/v1/help-issues',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextIp(),
    });
  }

  it('stores an issue with an image (private), acknowledges it in Vietnamese and tells support', async () => {
    const form = await issue();
    const response = await send(form, [{ content: await photo() }]);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = formCreatedSchema.parse(response.json());
    const [row] = await app.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row).toMatchObject({
      kind: 'issue',
      status: 'new',
      apartmentName: 'Lotus Kim Mã 1203',
      issueType: 'maintenance',
      message: 'The air conditioner drips.',
    });
    expect(row!.images).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: `/staff/files/${row!.images[0]!.key}` })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/staff/files/${row!.images[0]!.key}`, headers: staff }))
        .statusCode,
    ).toBe(200);

    expect((await smtp.lastTo(form.email)).text).toContain('Chúng tôi đã nhận được báo cáo sự cố');
    const notification = await mailAbout(smtp, 'support@stayvn.test', `New help issue (${id})`);
    expect(notification.text).toContain('Issue type: maintenance');
    expect(notification.text).toContain(`${webUrl}/staff/help-issues/${id}`);

    const listed = await app.inject({
      method: 'GET',
      url: '/staff/support-requests?kind=issue',
      headers: staff,
    });
    expect(staffSupportRequestPageSchema.parse(listed.json()).items.map((item) => item.id)).toContain(id);
  });

  it('requires the type, the apartment name and the address, and takes at most 5 images', async () => {
    const missing = await send(await issue({ issueType: '', apartmentName: ' ', address: '' }));
    expect(details(missing)).toEqual({
      issueType: 'err_required',
      apartmentName: 'err_required',
      address: 'err_required',
    });
    const image = await photo(16, 16);
    const six = await send(
      await issue(),
      Array.from({ length: 6 }, () => ({ content: image })),
    );
    expect(details(six)).toEqual({ images: 'file_image_maximum' });
    const script = await send(await issue(), [{ content: phpScript, filename: 'x.jpg' }]);
    expect(details(script)).toEqual({ 'images.0': 'file_image_maximum' });
  });

  it('requires the captcha', async () => {
    const { captcha: _, ...withoutCaptcha } = await issue();
    expect(details(await send(withoutCaptcha))).toEqual({ captcha: 'captcha_invalid' });
  });
});

describe('POST /v1/tenant-support', () => {
  async function request(overrides: Record<string, string> = {}) {
    return {
      language: 'en',
      fullName: 'Jane Tenant',
      residenceAddress: 'Lotus Kim Ma, apartment 1203',
      email: newEmail('support'),
      phoneNumber: '+84912345678',
      message: 'Please renew my parking card.',
      captcha: await solveCaptcha(app),
      ...overrides,
    };
  }
  const send = (payload: object) =>
    app.inject({ method: 'POST', url: '/v1/tenant-support', payload, remoteAddress: nextIp() });

  it('stores the request and acknowledges it', async () => {
    const payload = await request();
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = formCreatedSchema.parse(response.json());
    const [row] = await app.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row).toMatchObject({
      kind: 'tenant_support',
      status: 'new',
      address: 'Lotus Kim Ma, apartment 1203',
      message: 'Please renew my parking card.',
    });
    expect((await smtp.lastTo(payload.email)).text).toContain('We have received your request');
    const notification = await mailAbout(smtp, 'support@stayvn.test', `(${id})`);
    expect(notification.text).toContain('Residence address: Lotus Kim Ma');
    expect(notification.text).toContain(`${webUrl}/staff/support-requests/${id}`);
  });

  it('requires every field, a valid e-mail and phone, and the captcha', async () => {
    const response = await send({
      language: 'en',
      fullName: '',
      residenceAddress: '',
      email: 'x@y',
      phoneNumber: 'abc',
      message: '',
    });
    expect(details(response)).toEqual({
      fullName: 'err_fullname',
      residenceAddress: 'err_required',
      email: 'err_email_format',
      phoneNumber: 'err_phone_format',
      message: 'err_required',
      captcha: 'captcha_invalid',
    });
  });

  it('limits requests per e-mail address (2 in the window here)', async () => {
    const email = newEmail('busy');
    expect((await send(await request({ email }))).statusCode).toBe(201);
    expect((await send(await request({ email }))).statusCode).toBe(201);
    expect((await send(await request({ email }))).statusCode).toBe(429);
  });
});

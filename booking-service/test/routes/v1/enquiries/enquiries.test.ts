import { enquiryCreatedSchema, todayInVietnam } from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, mailJobs } from '../../../../src/db/schema/index.js';
import { bearer, buildAccounts, newEmail, signUp, webUrl } from '../../../helpers/accounts.js';
import { cheapCaptchaEnv, expiredCaptcha, solveCaptcha } from '../../../helpers/captcha.js';
import { peerProperty, startCmsPeer } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const testbed = await buildAccounts({
  CMS_URL: cms.url,
  ...cheapCaptchaEnv,
  MAIL_JOBS_POLL_MS: '50',
  ENQUIRY_RATE_LIMIT_PER_IP: '1000',
  ENQUIRY_RATE_LIMIT_PER_EMAIL: '3',
  SUPPORT_EMAIL: 'fallback@stayvn.test',
});
const { app, smtp } = testbed;

const lotus = peerProperty({
  documentId: 'lotus',
  slug: 'lotus-kim-ma',
  texts: { en: { name: 'Lotus Kim Ma' }, vi: { name: 'Lotus Kim Mã' }, ja: { name: 'ロータス キムマー' } },
});
const saigon = peerProperty({
  documentId: 'saigon',
  slug: 'saigon-one',
  cityCode: 'HCM',
  texts: { en: { name: 'Saigon One' }, vi: { name: 'Sài Gòn One' } },
});

beforeAll(async () => {
  cms.publish(lotus);
  cms.publish(saigon);
  cms.setSiteSetting({
    supportContacts: [
      { cityCode: 'HN', type: 1, phone: '+84 24 1', emailSupport: 'hanoi@stayvn.test' },
      { cityCode: 'HN', type: 4, phone: '+84 24 2', emailSupport: 'office.hanoi@stayvn.test' },
      { cityCode: 'HCM', type: 1, phone: '+84 28 1', emailSupport: 'hcmc@stayvn.test' },
    ],
  });
  await app.catalogService.syncAll();
});

let ipCounter = 0;
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function valid(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'property',
    language: 'en',
    cityId: 1,
    propertyIds: ['lotus'],
    fullName: 'Nguyen Van An',
    email: newEmail('enquirer'),
    phoneNumber: '+84-912/345678',
    moveInDate: todayInVietnam(),
    captcha: await solveCaptcha(app),
    ...overrides,
  };
}

function send(payload: object, headers: Record<string, string> = {}, remoteAddress = nextIp()) {
  return app.inject({ method: 'POST', url: '/v1/enquiries', payload, headers, remoteAddress });
}

async function storedFor(email: string) {
  return app.db.select().from(enquiries).where(eq(enquiries.email, email));
}

describe('POST /v1/enquiries', () => {
  it('stores a property enquiry and mails the visitor and the city in their languages', async () => {
    const payload = await valid({ language: 'vi', cityId: 2, companyName: 'ACME', message: 'Hai phòng ngủ' });
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = enquiryCreatedSchema.parse(response.json());
    const [row] = await storedFor(payload.email);
    expect(row).toMatchObject({
      id,
      kind: 'property',
      status: 'new',
      language: 'vi',
      // The property's city, not the header's.
      cityId: 1,
      userId: null,
      fullName: 'Nguyen Van An',
      phoneNumber: '+84-912/345678',
      companyName: 'ACME',
      moveInDate: payload.moveInDate,
      message: 'Hai phòng ngủ',
      properties: [{ id: 'lotus', name: 'Lotus Kim Mã' }],
    });

    const acknowledgement = await smtp.lastTo(payload.email);
    expect(acknowledgement.subject).toContain('Cảm ơn bạn');
    expect(acknowledgement.text).toContain('Lotus Kim Mã');
    expect(acknowledgement.text).toContain(
      `${webUrl}/vi/serviced-apartments/overview/lotus/lotus-kim-ma/long`,
    );
    const notification = await smtp.lastTo('hanoi@stayvn.test');
    expect(notification.subject).toContain('New property enquiry from Nguyen Van An (HN)');
    expect(notification.text).toContain(payload.email);
    expect(notification.text).toContain('Language: vi');
    // The console's page of the enquiry, where staff handle it.
    expect(notification.text).toContain(`${webUrl}/staff/enquiries/${id}`);
  });

  it('sends favourites enquiries about several properties, and office quotes to the office address', async () => {
    const favourites = await valid({ kind: 'favourites', language: 'jp', propertyIds: ['lotus', 'saigon'] });
    expect((await send(favourites)).statusCode).toBe(201);
    const [row] = await storedFor(favourites.email);
    expect(row!.properties).toEqual([
      { id: 'lotus', name: 'ロータス キムマー' },
      // No Japanese name: the English one, as the card showed it.
      { id: 'saigon', name: 'Saigon One' },
    ]);
    const acknowledgement = await smtp.lastTo(favourites.email);
    expect(acknowledgement.subject).toContain('お問い合わせ');
    expect(acknowledgement.text).toContain('Saigon One');

    const quote = await valid({
      kind: 'office_quote',
      propertyIds: [],
      message: 'Ten desks from March',
      officeService: 'virtual_office',
    });
    expect((await send(quote)).statusCode).toBe(201);
    expect((await storedFor(quote.email))[0]).toMatchObject({ officeService: 'virtual_office', cityId: 1 });
    const toOffice = await smtp.lastTo('office.hanoi@stayvn.test');
    expect(toOffice.text).toContain('Service of interest: Virtual office');
    expect((await smtp.lastTo(quote.email)).text).toContain('Virtual office');
  });

  it('sends the notification to SUPPORT_EMAIL when the CMS names no address for the city', async () => {
    const contact = await valid({ kind: 'contact', cityId: 3, propertyIds: [], message: 'Hello' });
    expect((await send(contact)).statusCode).toBe(201);
    expect((await smtp.lastTo('fallback@stayvn.test')).text).toContain('City: HP');
  });

  it('keeps the signed-in user when a valid bearer token comes with it', async () => {
    const user = await signUp(testbed);
    const payload = await valid();
    expect((await send(payload, bearer(user.session))).statusCode).toBe(201);
    expect((await storedFor(payload.email))[0]!.userId).toBe(user.session.user.id);
    // A token that is not valid is no reason to lose the enquiry: it is stored as anonymous.
    const anonymous = await valid();
    expect((await send(anonymous, { authorization: 'Bearer nonsense' })).statusCode).toBe(201);
    expect((await storedFor(anonymous.email))[0]!.userId).toBeNull();
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'err_fullname'],
    [{ fullName: 'a'.repeat(256) }, 'fullName', 'err_too_long'],
    [{ email: '' }, 'email', 'err_email'],
    [{ email: 'not-an-address' }, 'email', 'err_email_format'],
    [{ phoneNumber: '' }, 'phoneNumber', 'err_phone_number'],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'err_phone_format'],
    [{ phoneNumber: '0912 345 678' }, 'phoneNumber', 'err_phone_format'],
    [{ moveInDate: '2020-01-01' }, 'moveInDate', 'err_date_before_today'],
    [{ tourInspectionDate: 'soon' }, 'tourInspectionDate', 'err_date_invalid'],
    [{ propertyIds: [] }, 'propertyIds', 'err_required'],
    [{ kind: 'contact', propertyIds: [] }, 'message', 'err_required'],
    [{ kind: 'favourites', fullName: '' }, 'fullName', 'err_required'],
    [{ kind: 'favourites', email: 'x' }, 'email', 'err_email'],
    [{ kind: 'office_quote', propertyIds: [], message: 'Hi' }, 'officeService', 'err_office_service'],
    [{ language: 'fr' }, 'language', 'err_invalid_language'],
    [{ propertyIds: ['unknown-property'] }, 'propertyIds', 'err_invalid_id'],
  ])('refuses %o with %s: %s, and stores nothing', async (overrides, field, code) => {
    const payload = await valid(overrides);
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual(expect.objectContaining({ field, code }));
    expect(await storedFor(String(payload.email))).toEqual([]);
  });

  it('refuses a missing, wrong, expired or replayed captcha with 400 captcha_invalid, storing nothing', async () => {
    const sent = await valid();
    expect((await send(sent)).statusCode).toBe(201);
    const before = await app.db.select().from(mailJobs);
    const cases = [
      await valid({ captcha: undefined }),
      await valid({ captcha: Buffer.from('{"challenge":1}').toString('base64') }),
      await valid({ captcha: await expiredCaptcha(app) }),
      await valid({ captcha: sent.captcha }),
    ];
    for (const payload of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toContainEqual(
        expect.objectContaining({ field: 'captcha', code: 'captcha_invalid' }),
      );
      expect(await storedFor(payload.email)).toEqual([]);
    }
    expect(await app.db.select().from(mailJobs)).toHaveLength(before.length);
  });

  it('answers 429 with Retry-After after the limit per e-mail address', async () => {
    const email = newEmail('repeat');
    for (let count = 0; count < 3; count += 1)
      expect((await send(await valid({ email }))).statusCode).toBe(201);
    const over = await send(await valid({ email: email.toUpperCase() }));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('too_many_requests');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFor(email)).toHaveLength(3);
  });
});

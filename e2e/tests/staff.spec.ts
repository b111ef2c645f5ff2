import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Cookie, Locator } from '@playwright/test';
import { signUpThroughMail } from '../support/accounts.js';
import { solvedCaptchaPayload } from '../support/captcha.js';
import { adminToken, cmsRest } from '../support/cms.js';
import { vietnamDay } from '../support/dates.js';
import { e2eEnv, staffAdmin, urls } from '../support/environment.js';
import { gradientPng } from '../support/images.js';
import { MailCapture } from '../support/mail.js';
import { loadSeedData } from '../support/routes.js';
import { freshCode, recordStaffSecret, recordedStaffSecret } from '../support/staff.js';
import { expect, test, type Page } from '../support/test.js';

/*
 * Issue 19 end to end, the staff console in Chromium: the first admin logs in with a password
 * and enrols TOTP, invites a support user; the support user sets a password from the mailed
 * link, enrols TOTP, confirms a guest's bank transfer (the guest's booking is confirmed) and
 * publishes a pending review (it counts on the ratings tab). SHOTS_DIR keeps screenshots.
 */

const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const admin = staffAdmin;
const address = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const input = (scope: Locator | Page, testId: string) => scope.getByTestId(testId).locator('input');
const shots = process.env.SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/**
 * The enrolment card: reads the key shown beside the QR code, confirms with a code, continues.
 * The secret is kept for the run's other staff specs (support/staff.ts).
 */
async function enrol(page: Page, email: string): Promise<string> {
  const secret = (await page.getByTestId('staff-totp-secret').textContent())!.trim();
  recordStaffSecret(email, secret);
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  await input(page, 'staff-enrol-code').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('staff-recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them, open the console' }).click();
  await expect(page.getByTestId('staff-who')).toBeVisible();
  return secret;
}

test.describe('the staff console', () => {
  test.describe.configure({ mode: 'serial', timeout: 480_000 });
  /** The support user's cookies, the refresh cookie among them. */
  let supportCookies: Cookie[] = [];

  test('an admin logs in with TOTP and invites a support user, who sets a password and enrols', async ({
    page,
  }) => {
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/login\?next=/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await input(page, 'staff-email').fill(admin.email);
    await input(page, 'staff-password').fill(admin.password);
    await page.getByTestId('staff-login-submit').click();
    // The first admin has no second factor yet on a fresh service; another spec of the run
    // (staff-console.spec.ts) may have enrolled it already, and then it gives its code.
    const enrolled = recordedStaffSecret(admin.email);
    if (enrolled) {
      await input(page, 'staff-code').fill(await freshCode(enrolled));
      await page.getByTestId('staff-login-submit').click();
    } else {
      await expect(page.getByTestId('staff-totp-secret')).toBeVisible();
      await enrol(page, admin.email);
    }
    await expect(page.getByTestId('staff-tile-reviews')).toBeVisible();
    await shoot(page, 'dashboard');

    await page.getByTestId('staff-nav-members').click();
    await expect(page.getByRole('heading', { name: 'Staff members' })).toBeVisible();
    await page.getByTestId('staff-invite-open').click();
    const dialog = page.getByTestId('staff-invite-dialog');
    const email = address('support');
    await input(dialog, 'staff-invite-email').fill(email);
    await input(dialog, 'staff-invite-name').fill('Linh Support');
    await dialog.getByTestId('staff-invite-send').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('staff-table').getByText(email)).toBeVisible();
    await shoot(page, 'members');

    await page.getByTestId('staff-logout').click();
    await expect(page).toHaveURL(/\/staff\/login/);

    const link = new URL(await mail.waitForLink(email, '/staff/set-password?key='));
    expect(link.origin).toBe(urls.web);
    await page.goto(`${link.pathname}${link.search}`);
    const password = 'Support-2026-pass';
    await input(page, 'staff-new-password').fill(password);
    await input(page, 'staff-confirm-password').fill(password);
    await page.getByTestId('staff-set-password-submit').click();
    await expect(page.getByTestId('staff-totp-secret')).toBeVisible();
    const secret = await enrol(page, email);
    await expect(page.getByTestId('staff-who')).toContainText('Support');
    // Support staff do not manage staff.
    await expect(page.getByTestId('staff-nav-members')).toHaveCount(0);

    // Logging in again asks for the code after the password.
    await page.getByTestId('staff-logout').click();
    await input(page, 'staff-email').fill(email);
    await input(page, 'staff-password').fill(password);
    await page.getByTestId('staff-login-submit').click();
    await input(page, 'staff-code').fill(await freshCode(secret));
    await page.getByTestId('staff-login-submit').click();
    await expect(page.getByTestId('staff-tile-bookings')).toBeVisible();
    supportCookies = await page.context().cookies();
  });

  /**
   * The support user on a new page: the console resumes the session from its refresh cookie, as
   * it does for a person coming back within the session's lifetime (a new TOTP code would mean
   * waiting up to 30 s for the next time step). The cookie turns over on each resume; the newest
   * is kept for the next test.
   */
  async function logInAsSupport(page: Page) {
    await page.context().addCookies(supportCookies);
    await page.goto('/staff');
    await expect(page.getByTestId('staff-who')).toContainText('Linh Support');
    supportCookies = await page.context().cookies();
  }

  test("the support user confirms a guest's bank transfer and the guest's booking is confirmed", async ({
    page,
  }) => {
    const search = await fetch(`${urls.booking}/v1/properties/search?type=residence&pageSize=50&lang=en`);
    const cards = ((await search.json()) as { items: Array<{ id: string; typeCode: string }> }).items;
    const apartment = cards.find((card) => card.typeCode === 'short');
    expect(apartment, 'a short-stay apartment in the seeded catalog').toBeTruthy();
    const guest = { email: address('guest'), fullName: 'Tran Minh', password: 'stay-vn-2026' };
    const { accessToken } = await signUpThroughMail(mail, guest);
    const created = await fetch(`${urls.booking}/v1/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        propertyId: apartment!.id,
        checkIn: vietnamDay(61),
        checkOut: vietnamDay(64),
        fullName: guest.fullName,
        email: guest.email,
        phoneNumber: '0901234567',
        paymentMethod: 'bank_transfer',
        language: 'en',
        acceptTerms: true,
      }),
    });
    const createdBody = await created.text();
    expect(created.status, createdBody).toBe(201);
    const { number } = JSON.parse(createdBody) as { number: string };
    const transferred = await fetch(`${urls.booking}/v1/bookings/${number}/transferred`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(transferred.status).toBeLessThan(300);

    await logInAsSupport(page);
    await page.getByTestId('staff-nav-bookings').click();
    // Found by the guest's e-mail, its number taken into the form.
    await page.getByRole('searchbox').fill(guest.email);
    const found = page.getByTestId('staff-row').filter({ hasText: number });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Transfer to confirm');
    await found.click();
    await page.getByTestId('staff-detail').getByTestId('staff-booking-use').click();
    await expect(input(page, 'staff-booking-number')).toHaveValue(number);
    await page.getByTestId('staff-confirm-transfer').click();
    const result = page.getByTestId('staff-booking-result');
    await expect(result).toContainText(number);
    await expect(result).toContainText('Confirmed');
    await expect(found).toContainText('Confirmed');
    await shoot(page, 'bookings');

    const booking = await fetch(`${urls.booking}/v1/bookings/${number}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(((await booking.json()) as { status: string }).status).toBe('confirmed');
    await mail.waitForMail(guest.email, [number]);
  });

  test('the support user approves an owner submission and the draft property, with its images, is in the CMS', async ({
    page,
  }) => {
    // An owner's submission in Vietnamese with two photos, sent as the owner form sends it.
    const owner = { email: address('owner'), fullName: 'Nguyễn Văn An' };
    const street = `${Date.now() % 1000} Nguyễn Huệ, Quận 1`;
    const form = new FormData();
    const fields = {
      language: 'vi',
      fullName: owner.fullName,
      phoneNumber: '0901234567',
      email: owner.email,
      cityId: '2',
      propertyType: 'serviced_apartment',
      bedrooms: '2',
      bathrooms: '2',
      currency: 'USD',
      leasePrice: '1500',
      address: street,
      descriptionFacilities: 'Đầy đủ nội thất, máy giặt',
      descriptionAmenities: 'Hồ bơi, phòng gym',
      agreePrivacy: 'true',
      captcha: await solvedCaptchaPayload(),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, tint] of [
      ['living-room.png', [200, 120, 40]],
      ['bedroom.png', [40, 160, 220]],
    ] as const)
      form.append(
        'images',
        new Blob([new Uint8Array(gradientPng(640, 480, [...tint]))], { type: 'image/png' }),
        name,
      );
    const sent = await fetch(`${urls.booking}/v1/owner-submissions`, { method: 'POST', body: form });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    await logInAsSupport(page);
    await page.getByTestId('staff-nav-owner-submissions').click();
    const row = page.getByTestId('staff-row').filter({ hasText: owner.fullName });
    await row.click();
    const detail = page.getByTestId('staff-detail');
    await expect(detail).toContainText(street);
    await expect(detail.locator('img')).toHaveCount(2);
    await shoot(page, 'owner-submissions');
    await detail.getByTestId('staff-approve').click();
    await expect(detail).toContainText('A draft property is waiting in the CMS for an editor.');

    // The draft as an editor finds it in the CMS admin: unpublished, in Vietnamese, with both images.
    const submission = await fetch(`${urls.booking}/staff/owner-submissions/${id}`, {
      headers: { authorization: `Bearer ${e2eEnv.booking.STAFF_API_TOKEN}` },
    });
    const { status, cmsDocumentId } = (await submission.json()) as { status: string; cmsDocumentId: string };
    expect(status).toBe('approved');
    // The console links the draft in the CMS admin's editor, in the submission's language.
    await expect(detail.getByRole('link', { name: 'Open the draft' })).toHaveAttribute(
      'href',
      `${urls.cms}/admin/content-manager/collection-types/api::property.property/${cmsDocumentId}?plugins[i18n][locale]=vi`,
    );
    const draft = await cmsRest<{
      data: { name: string; locale: string; status: string; publishedAt: string | null; images: unknown[] };
    }>(`/content-manager/collection-types/api::property.property/${cmsDocumentId}?locale=vi`, {
      token: await adminToken(),
    });
    expect(draft.data).toMatchObject({ locale: 'vi', status: 'draft', publishedAt: null });
    expect(draft.data.name).toContain(street);
    expect(draft.data.images).toHaveLength(2);
  });

  test("the support user answers an enquiry and the visitor's reply mail arrives", async ({ page }) => {
    const visitor = { email: address('visitor'), fullName: 'Suzuki Hana' };
    const question = `Is there a parking space for a car? (${Date.now()})`;
    const asked = await fetch(`${urls.booking}/v1/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'contact',
        language: 'en',
        fullName: visitor.fullName,
        email: visitor.email,
        phoneNumber: '0901234567',
        message: question,
        captcha: await solvedCaptchaPayload(),
      }),
    });
    expect(asked.status, await asked.clone().text()).toBe(201);

    await logInAsSupport(page);
    await page.getByTestId('staff-nav-enquiries').click();
    const row = page.getByTestId('staff-row').filter({ hasText: question });
    await row.click();
    const detail = page.getByTestId('staff-detail');
    await expect(detail).toContainText(question);
    const answer = `Yes: the building has a basement car park, 1,500,000 VND a month (${Date.now()}).`;
    await detail.getByTestId('staff-reply-message').locator('textarea').fill(answer);
    await detail.getByTestId('staff-reply-send').click();
    await expect(detail.getByTestId('staff-reply-form')).toContainText('The reply is on its way');
    // The reply is kept with the enquiry and listed with who sent it, to whom.
    const replies = detail.getByTestId('staff-replies');
    await expect(replies).toContainText('1 reply sent');
    await expect(replies).toContainText(answer);
    await expect(replies).toContainText(`to ${visitor.email}`);
    await expect(replies).toContainText('Linh Support');
    await shoot(page, 'enquiries');
    await mail.waitForMail(visitor.email, [answer]);
  });

  test('the support user publishes a pending review and it counts on the ratings tab', async ({ page }) => {
    const seed = await loadSeedData();
    const { id, slug, typeCode } = seed.apartment;
    const rating = async () =>
      (await (await fetch(`${urls.booking}/v1/properties/${id}/rating`)).json()) as { total: number };
    const before = await rating();

    // A review sent through its mailed link, as a guest sends one; it waits for staff.
    const reviewer = address('reviewer');
    const invited = await fetch(`${urls.booking}/staff/review-invitations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${e2eEnv.booking.STAFF_API_TOKEN}`,
      },
      body: JSON.stringify({ propertyId: id, email: reviewer, fullName: 'Sato Kenji', language: 'en' }),
    });
    expect(invited.status).toBe(201);
    const link = new URL(await mail.waitForLink(reviewer, 'verify-key='));
    await page.goto(`${link.pathname}${link.search}`);
    const form = page.getByTestId('review-form');
    const content = `Bright rooms and a calm street (${Date.now()}).`;
    await form.getByTestId('review-content').locator('textarea').fill(content);
    await form.getByTestId('review-submit').click();
    await expect(page.getByTestId('review-result')).toHaveAttribute('data-status', 'sent');

    await logInAsSupport(page);
    await page.getByTestId('staff-nav-reviews').click();
    const row = page.getByTestId('staff-row').filter({ hasText: content.slice(0, 30) });
    await row.click();
    await expect(page.getByTestId('staff-detail')).toContainText(content);
    await shoot(page, 'reviews');
    await page.getByTestId('staff-publish').click();
    await expect(row).toHaveCount(0);
    expect((await rating()).total).toBe(before.total + 1);

    await page.goto(`/en/serviced-apartments/ratings-reviews/${id}/${slug}/${typeCode}`);
    await expect(page.getByTestId('review-content').filter({ hasText: content })).toBeVisible();
  });
});

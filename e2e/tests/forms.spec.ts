import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import { solveCaptcha } from '../support/captcha.js';
import { e2eEnv, urls } from '../support/environment.js';
import { pngFile } from '../support/images.js';
import { MailCapture } from '../support/mail.js';
import { loadSeedData } from '../support/routes.js';
import { expect, test } from '../support/test.js';

/*
 * Issue 18 end to end: the owner's property submission (in Japanese, two real images), a help
 * issue with one image, the tenants' support form, and a review from the e-mailed link with an
 * image, published by the moderation command and then counted on the ratings tab.
 */

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
const mail = new MailCapture();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const staffToken = e2eEnv.booking.STAFF_API_TOKEN;
const address = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const input = (scope: Locator, testId: string) => scope.getByTestId(testId).locator('input');
const textArea = (scope: Locator, testId: string) => scope.getByTestId(testId).locator('textarea');

/** What staff read at a `/staff/...` list, as an array. */
async function staffList<T>(path: string): Promise<T[]> {
  const response = await fetch(`${urls.booking}${path}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as T[] | { items: T[] };
  return Array.isArray(body) ? body : body.items;
}

/** Picks the option labelled `option` in the native select whose field has `testId`. */
async function choose(scope: Locator, testId: string, option: string | RegExp) {
  const select = scope.getByTestId(testId).locator('select');
  const labels = (await select.locator('option').allTextContents()).map((text) => text.trim());
  const label = labels.find((text) => (typeof option === 'string' ? text === option : option.test(text)));
  expect(label, `an option ${String(option)} in ${testId}`).toBeDefined();
  await select.selectOption({ label: label! });
  await expect(select.locator('option:checked')).toHaveText(label!);
}

/** The review command of the booking service against the service under test. */
async function reviewCommand(...args: string[]): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'review', '-w', '@stayvn/booking-service', '--', ...args],
    {
      cwd: root,
      env: { ...process.env, ...e2eEnv.booking, BOOKING_SERVICE_URL: urls.booking },
    },
  );
  return stdout;
}

test.describe('forms with images', () => {
  // Each journey solves a captcha, uploads and waits for mails: more than the default minute.
  test.describe.configure({ timeout: 180_000 });

  test('an owner submits a property in Japanese with two images; staff find it, the form starts again', async ({
    page,
  }) => {
    await page.goto('/jp/for-owners');
    await page.locator('a[href="/jp/for-owners/create-your-property"]').first().click();
    await expect(page).toHaveURL(/\/jp\/for-owners\/create-your-property$/);
    const form = page.getByTestId('owner-form');
    await expect(form).toBeVisible();

    // A field left empty says so in Japanese.
    await input(form, 'owner-fullName').focus();
    await input(form, 'owner-fullName').blur();
    await expect(form.getByTestId('owner-fullName')).toContainText('氏名を入力してください');

    const email = address('owner-jp');
    await input(form, 'owner-fullName').fill('山田 花子');
    await input(form, 'owner-phoneNumber').fill('+81 90-1234-567');
    await expect(input(form, 'owner-phoneNumber')).toHaveValue('+8190-1234-567');
    await input(form, 'owner-email').fill(email);
    await choose(form, 'owner-cityId', 'ホーチミン');
    await choose(form, 'owner-propertyType', 'サービスアパートメント');
    await choose(form, 'owner-bedrooms', '2ベッドルーム');
    await choose(form, 'owner-bathrooms', 'バスルーム2つ');
    await choose(form, 'owner-currency', /^VND/);
    await input(form, 'owner-leasePrice').fill('25000000');
    await expect(input(form, 'owner-leasePrice')).toHaveValue('25,000,000');
    await input(form, 'owner-address').fill('1区 レタントン通り 15');
    await textArea(form, 'owner-descriptionFacilities').fill('家具付き、洗濯機、食洗機');
    await textArea(form, 'owner-descriptionAmenities').fill('ジム、プール、24時間警備');

    const picker = form.getByTestId('image-picker');
    await picker
      .locator('input[type="file"]')
      .setInputFiles([pngFile('living.png', [255, 120, 40]), pngFile('bedroom.png', [40, 200, 255])]);
    await expect(picker.getByTestId('image-preview')).toHaveCount(2);
    await form.getByTestId('owner-privacy').getByText('同意します').click();
    await solveCaptcha(form);
    await expect(form.getByTestId('owner-submit')).toBeEnabled();
    await form.getByTestId('owner-submit').click();

    await expect(page.getByTestId('owner-toast')).toBeVisible();
    await expect(input(form, 'owner-fullName')).toHaveValue('');
    await expect(input(form, 'owner-leasePrice')).toHaveValue('');
    await expect(picker.getByTestId('image-preview')).toHaveCount(0);
    await expect(form.getByTestId('captcha')).not.toHaveAttribute('data-state', 'verified');
    await expect(form.getByTestId('owner-submit')).toBeDisabled();

    type Submission = {
      email: string;
      language: string;
      currency: string;
      leasePrice: number;
      propertyType: string;
      bedrooms: string;
      bathrooms: string;
      cityId: number;
      images: { url: string }[];
    };
    const stored = (await staffList<Submission>('/staff/owner-submissions')).find(
      (item) => item.email === email,
    );
    expect(stored).toMatchObject({
      language: 'jp',
      currency: 'VND',
      leasePrice: 25000000,
      propertyType: 'serviced_apartment',
      bedrooms: '2',
      bathrooms: '2',
      cityId: 2,
    });
    expect(stored!.images).toHaveLength(2);
    await mail.waitForMail(email, []);
  });

  test('a help issue with one image from Help → Report an issue', async ({ page }) => {
    await page.goto('/en/helps');
    await page.getByTestId('help-create-issue').getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/helps\/create-issue$/);
    const form = page.getByTestId('issue-form');
    const email = address('issue-en');
    await input(form, 'issue-fullName').fill('Nguyen Van Minh');
    await input(form, 'issue-phoneNumber').fill('0912345678');
    await input(form, 'issue-email').fill(email);
    await choose(form, 'issue-issueType', 'Electricity, water or gas');
    await input(form, 'issue-apartmentName').fill('Lotus Residence 1203');
    await input(form, 'issue-address').fill('12 Kim Ma, Ba Dinh, Hanoi');
    await textArea(form, 'issue-description').fill('No hot water since this morning.');
    const picker = form.getByTestId('image-picker');
    await picker.locator('input[type="file"]').setInputFiles([pngFile('boiler.png', [200, 200, 60])]);
    await expect(picker.getByTestId('image-preview')).toHaveCount(1);
    await solveCaptcha(form);
    await form.getByTestId('issue-submit').click();
    await expect(page.getByTestId('issue-toast')).toBeVisible();
    await expect(picker.getByTestId('image-preview')).toHaveCount(0);

    type Request = {
      email: string;
      kind: string;
      issueType: string;
      apartmentName: string;
      images: unknown[];
    };
    const stored = (await staffList<Request>('/staff/support-requests?kind=issue')).find(
      (item) => item.email === email,
    );
    expect(stored).toMatchObject({
      kind: 'issue',
      issueType: 'utilities',
      apartmentName: 'Lotus Residence 1203',
    });
    expect(stored!.images).toHaveLength(1);
    await mail.waitForMail(email, []);
  });

  test('the tenants’ support form in Vietnamese', async ({ page }) => {
    await page.goto('/vi/useful-information/our-customer-support-service');
    const form = page.getByTestId('support-form');
    await expect(form).toBeVisible();
    await input(form, 'support-email').fill('not-an-address');
    await input(form, 'support-email').blur();
    await expect(form.getByTestId('support-email')).toContainText('email hợp lệ');
    const email = address('support-vi');
    await input(form, 'support-fullName').fill('Trần Thị Lan');
    await input(form, 'support-residenceAddress').fill('Vinhomes Central Park, Bình Thạnh');
    await input(form, 'support-email').fill(email);
    await input(form, 'support-phoneNumber').fill('0901234567');
    await expect(form.getByTestId('support-submit')).toBeDisabled();
    await textArea(form, 'support-message').fill('Điều hòa phòng ngủ không mát.');
    await solveCaptcha(form);
    await form.getByTestId('support-submit').click();
    await expect(page.getByTestId('support-toast')).toBeVisible();
    await expect(input(form, 'support-fullName')).toHaveValue('');

    type Request = { email: string; kind: string; address: string; message: string };
    const stored = (await staffList<Request>('/staff/support-requests?kind=tenant_support')).find(
      (item) => item.email === email,
    );
    expect(stored).toMatchObject({ kind: 'tenant_support', message: 'Điều hòa phòng ngủ không mát.' });
    await mail.waitForMail(email, []);
  });

  test('a review from the e-mailed link, published by the moderation command, counts on the ratings tab', async ({
    page,
  }) => {
    const seed = await loadSeedData();
    const { id, slug, typeCode } = seed.apartment;
    const rating = async () =>
      (await (await fetch(`${urls.booking}/v1/properties/${id}/rating`)).json()) as {
        average: number;
        total: number;
      };
    const before = await rating();

    const email = address('review');
    await reviewCommand('invite', id, email, 'Sato Kenji', '--language', 'en');
    const link = new URL(await mail.waitForLink(email, 'verify-key='));
    await page.goto(`${link.pathname}${link.search}`);
    const form = page.getByTestId('review-form');
    await expect(form.getByTestId('review-apartment')).not.toBeEmpty();
    await expect(form.getByTestId('review-rate').getByRole('radio', { name: '5 stars' })).toBeChecked();
    await form.getByTestId('review-rate-4').click();
    await form.getByTestId('review-tag-comfortable').click();
    const content = `Quiet, clean and close to everything (${Date.now()}).`;
    await textArea(form, 'review-content').fill(content);
    await form
      .getByTestId('image-picker')
      .locator('input[type="file"]')
      .setInputFiles([pngFile('view.png', [90, 160, 255])]);
    await form.getByTestId('review-submit').click();
    await expect(page).toHaveURL(/\/en\/send-review\/result\?status=sent$/);
    await expect(page.getByTestId('review-result')).toHaveAttribute('data-status', 'sent');

    // The link is spent: opening it again lands on the result page's refusal.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/en\/send-review\/result\?status=invalid$/);
    await expect(page.getByTestId('review-result')).toHaveAttribute('data-status', 'invalid');

    const pending = JSON.parse(await reviewCommand('pending')) as {
      items: { id: string; content: string; images: unknown[] }[];
    };
    const mine = pending.items.find((review) => review.content === content);
    expect(mine?.images).toHaveLength(1);
    await reviewCommand('publish', mine!.id);

    const after = await rating();
    expect(after.total).toBe(before.total + 1);
    expect(after.average).toBeCloseTo(
      Math.round(((before.average * before.total + 4) / (before.total + 1)) * 10) / 10,
      0,
    );
    await page.goto(`/en/serviced-apartments/ratings-reviews/${id}/${slug}/${typeCode}`);
    await expect(page.getByTestId('rating-average')).toHaveText(after.average.toFixed(1));
    const review = page.getByTestId('review').first();
    await expect(review.getByTestId('review-content')).toHaveText(content);
    await expect(review.getByTestId('review-tag')).toHaveText('Comfortable');
  });
});

/** The spec's `file_image_maximum` for the owner form (up to 10 images), in each language. */
const ownerImagesRule = {
  en: 'Add at most 10 images, each a JPEG, PNG, GIF, BMP or TIFF file smaller than 2.5 MB.',
  jp: '画像は10枚まで、1枚2.5MB未満のJPEG・PNG・GIF・BMP・TIFF形式で追加してください。',
  vi: 'Chỉ thêm tối đa 10 ảnh, mỗi ảnh là tệp JPEG, PNG, GIF, BMP hoặc TIFF dưới 2,5 MB.',
};

test.describe("the owner form's image limits", () => {
  for (const [lang, rule] of Object.entries(ownerImagesRule)) {
    test(`the 11th photo and a file that is no image show file_image_maximum in ${lang}`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/for-owners/create-your-property`);
      const picker = page.getByTestId('owner-form').getByTestId('image-picker');
      const files = picker.locator('input[type="file"]');
      const photos = Array.from({ length: 11 }, (_, index) =>
        pngFile(`room-${index + 1}.png`, [index * 20, 90, 200]),
      );
      await files.setInputFiles(photos);
      await expect(picker.getByTestId('image-preview')).toHaveCount(10);
      await expect(picker.getByTestId('image-error')).toHaveText(rule);
      await picker.getByTestId('image-remove').first().click();
      await expect(picker.getByTestId('image-error')).toHaveCount(0);
      await files.setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no image') },
      ]);
      await expect(picker.getByTestId('image-preview')).toHaveCount(9);
      await expect(picker.getByTestId('image-error')).toHaveText(rule);
    });
  }
});

/**
 * Each form at 1280 and 390 px in en, jp and vi: shown whole and no wider than the screen, with a
 * screenshot of each (in SHOTS_DIR when set, else in the test's output folder) to look at.
 */
test.describe('each form in every language and width', () => {
  test.describe.configure({ timeout: 600_000, mode: 'parallel' });
  for (const lang of ['en', 'jp', 'vi']) {
    for (const width of [1280, 390]) {
      test(`each form in ${lang} at ${width} px`, async ({ page }, testInfo) => {
        const dir = process.env.SHOTS_DIR ?? testInfo.outputPath('shots');
        mkdirSync(dir, { recursive: true });
        const email = address(`shots-${lang}-${width}`);
        await reviewCommand(
          'invite',
          (await loadSeedData()).apartment.id,
          email,
          'Shot Taker',
          '--language',
          lang,
        );
        const link = new URL(await mail.waitForLink(email, 'verify-key='));
        const pages = {
          owner: '/for-owners/create-your-property',
          issue: '/helps/create-issue',
          support: '/useful-information/our-customer-support-service',
          review: `/send-review${link.search}`,
          result: '/send-review/result?status=sent',
        };
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(`/${lang}${path}`);
          if (name === 'review') await expect(page.getByTestId('review-form')).toBeVisible();
          else if (name !== 'result')
            await expect(page.getByTestId('captcha').first()).toHaveAttribute('data-ready', 'true');
          if (name === 'support') await page.getByTestId('support-section').scrollIntoViewIfNeeded();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${name} in ${lang} is wider than ${width} px`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${dir}/${name}-${lang}-${width}.png`,
            fullPage: true,
            animations: 'disabled',
            timeout: 60_000,
          });
        }
      });
    }
  }
});

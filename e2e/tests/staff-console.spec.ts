import { generate } from 'otplib';
import { solvedCaptchaPayload } from '../support/captcha.js';
import { urls } from '../support/environment.js';
import { expect, test, type Page } from '../support/test.js';

/*
 * Issue 31 (the support staff console) end to end: the log-in page's title in every language and
 * width, the recovery codes on the enrolment card, an item opened from the link of its staff
 * mail, and the queue table beside an open panel at 1280 px. SHOTS_DIR keeps screenshots.
 */

const admin = { email: 'admin@stayvn.local', password: 'StayvnStaff1!' };
const shots = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const titles = {
  en: 'Staff log-in · StayVN Console',
  jp: 'スタッフログイン · StayVN コンソール',
  vi: 'Đăng nhập nhân viên · StayVN Console',
} as const;

test.describe('the staff console (issue 31)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  for (const width of [1280, 390]) {
    test(`the log-in page has a title in en, jp and vi at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [language, title] of Object.entries(titles)) {
        await page.addInitScript((stored) => localStorage.setItem('language', stored), language);
        await page.goto('/staff/login');
        await expect(page).toHaveTitle(title);
        await shoot(page, `login-${language}-${width}`);
      }
    });
  }

  test('recovery codes keep whole; an enquiry opens from its mail link beside a table that fits', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/staff/login');
    await page.getByTestId('staff-email').locator('input').fill(admin.email);
    await page.getByTestId('staff-password').locator('input').fill(admin.password);
    await page.getByTestId('staff-login-submit').click();
    const secret = (await page.getByTestId('staff-totp-secret').textContent())!.trim();
    await page
      .getByTestId('staff-enrol-code')
      .locator('input')
      .fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('staff-recovery-codes').locator('li');
    await expect(codes).toHaveCount(10);
    // Each code on one line: as tall as the first line of the list, at a phone's width too.
    const heights = await codes.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().height),
    );
    expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) * 1.5);
    await shoot(page, 'recovery-codes-390');
    await page.getByRole('button', { name: 'I have saved them, open the console' }).click();
    await expect(page.getByTestId('staff-who')).toBeVisible();

    const fullName = `Linked Enquirer ${Date.now()}`;
    const sent = await fetch(`${urls.booking}/v1/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'contact',
        language: 'vi',
        cityId: 1,
        fullName,
        email: `linked-${Date.now()}@example.com`,
        phoneNumber: '+84 912 345 678',
        message: 'Một câu hỏi về căn hộ',
        captcha: await solvedCaptchaPayload(),
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    // The notification's link: the item's page in the console, the item open beside its queue.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/staff/enquiries/${id}`);
    const panel = page.getByTestId('staff-detail');
    await expect(panel.getByRole('heading', { name: fullName })).toBeVisible();
    // The queue's table fits its frame beside the panel: no column cut off.
    const wrap = page.getByTestId('staff-row').first().locator('xpath=ancestor::div[1]');
    await expect(wrap).toBeVisible();
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('table')].map((table) => {
        const frame = table.parentElement!;
        return frame.scrollWidth - frame.clientWidth;
      }),
    );
    expect(Math.max(...overflow)).toBeLessThanOrEqual(1);
    await shoot(page, 'enquiry-linked-1280');
  });
});

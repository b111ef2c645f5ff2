import type { Locator } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { urls } from './environment.js';
import { expect } from './test.js';

/**
 * Ticks the ALTCHA box and waits for the proof of work (solved for real, at the run's low cost).
 * The widget draws its tick mark over the input, so the click goes to the box through it, as a
 * visitor's click on the mark does; a tick that came too early is given again.
 */
export async function solveCaptcha(scope: Locator) {
  const captcha = scope.getByTestId('captcha');
  await expect(captcha).toHaveAttribute('data-ready', 'true');
  const box = captcha.getByRole('checkbox');
  await expect(async () => {
    if ((await captcha.getAttribute('data-state')) !== 'verifying' && !(await box.isChecked()))
      await box.click({ force: true });
    await expect(captcha).toHaveAttribute('data-state', 'verified', { timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
}

/**
 * A solved captcha payload for a form sent by the test itself (not through the page): a
 * challenge from the booking service solved with altcha-lib, as the widget solves it.
 */
export async function solvedCaptchaPayload(): Promise<string> {
  const response = await fetch(`${urls.booking}/v1/captcha/challenge`);
  expect(response.status).toBe(200);
  const challenge = (await response.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

import type { Locator } from '@playwright/test';
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

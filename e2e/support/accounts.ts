import { expect, type Page } from '@playwright/test';
import { urls } from './environment.js';
import type { MailCapture } from './mail.js';

/**
 * A new account made through the booking service's own sign-up steps (the mailed link's key,
 * then the completion), as a guest makes one. Answers the session the service returns.
 */
export async function signUpThroughMail(
  mail: MailCapture,
  account: { email: string; fullName: string; password: string },
): Promise<{ accessToken: string }> {
  const asked = await fetch(`${urls.booking}/v1/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, language: 'en' }),
  });
  expect(asked.status, await asked.text()).toBe(200);
  const link = new URL(await mail.waitForLink(account.email, '/en/sign-up?verify-key='));
  const created = await fetch(`${urls.booking}/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      verifyKey: link.searchParams.get('verify-key'),
      fullName: account.fullName,
      password: account.password,
      confirmPassword: account.password,
      rememberMe: false,
    }),
  });
  const body = await created.text();
  expect(created.status, body).toBe(201);
  return JSON.parse(body) as { accessToken: string };
}

/** Logs in with the header's login dialog (English) and waits for the user menu. */
export async function logInWithDialog(page: Page, email: string, password: string) {
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

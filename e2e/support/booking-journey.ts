import { readFileSync } from 'node:fs';
import { expect, type Page } from './test.js';
import { urls } from './environment.js';

export type Card = { id: string; slug: string; typeCode: 'long' | 'short'; name: string };
export type Language = 'en' | 'jp' | 'vi';

/** The first short-stay apartment of the seeded catalog. */
export async function shortStayApartment(): Promise<Card> {
  const response = await fetch(`${urls.booking}/v1/properties/search?type=residence&pageSize=50&lang=en`);
  expect(response.ok).toBe(true);
  const card = ((await response.json()) as { items: Card[] }).items.find((item) => item.typeCode === 'short');
  if (!card) throw new Error('the seeded catalog has no short-stay apartment');
  return card;
}

const catalogues = new Map<Language, Record<string, string>>();

/** A message of the web's catalogue in a URL language (`jp` reads ja.json), as the page shows it. */
export function messageText(language: Language, id: string): string {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const file = language === 'jp' ? 'ja' : language;
    const url = new URL(`../../web/src/i18n/${file}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
    catalogues.set(language, catalogue);
  }
  const text = catalogue[id];
  if (text === undefined) throw new Error(`no message ${id} in ${language}`);
  return text;
}

/**
 * On a signed-in payment summary (the first free nights chosen for the guest): the phone, bank
 * transfer and the terms, so that Book is the only thing left to press.
 */
export async function readyToBook(page: Page) {
  await expect(page.getByTestId('price-total')).toBeVisible();
  const form = page.getByTestId('guest-form');
  await form.getByTestId('guest-phoneNumber').getByRole('textbox').fill('0901234567');
  await page.getByTestId('payment-bank_transfer').click();
  await form.locator('input[name="acceptTerms"]').check({ force: true });
  await expect(form.getByTestId('booking-submit')).toBeEnabled();
}

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Every message id of the site (the English catalogue is the reference). */
const messageIds = Object.keys(
  JSON.parse(readFileSync(new URL('../../web/src/i18n/en.json', import.meta.url), 'utf8')) as object,
);

/**
 * The message ids a page shows in place of a text: react-intl shows a missing message's id (and
 * logs nothing in a production build). Reads the title, the text and the labelling attributes.
 */
export async function shownMessageIds(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );
  return messageIds.filter((id) => shown.includes(id));
}

/** A language's web catalogue (`en`, `ja`, `vi`), so a test sees that language's words. */
export function catalogueTexts(catalogue: 'en' | 'ja' | 'vi'): Record<string, string> {
  const url = new URL(`../../web/src/i18n/${catalogue}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

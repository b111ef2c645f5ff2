import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { urls } from '../support/environment.js';
import { appReady, expect, test as pageTest, type Page } from '../support/test.js';
import {
  loadSeedData,
  localizedPath,
  resolvePath,
  routesToVisit,
  siteLanguages,
  type SeedData,
} from '../support/routes.js';

/**
 * axe-core on every landed route of the route table (support/routes.ts) in en, jp and vi:
 * WCAG 2.0 and 2.1, levels A and AA. Serious and critical violations fail the test and are
 * printed one per line with the elements they were found on; moderate and minor ones are
 * printed as notes. Each audited page also runs under the site's Content-Security-Policy
 * (web/security-headers.mjs) without a single violation (issue 20): this walk over every route
 * in three languages is the one that checks it, rather than a second walk.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = AxeResults['violations'][number];

/**
 * axe-core itself, given to every document of an auditing page as it starts (a DevTools init
 * script, outside the page's Content-Security-Policy), then run in the page. @axe-core/playwright's
 * builder sends the 550 KB source with each audit and opens a second page to finish it: about
 * 5 s a page where axe's own run takes about 1 s.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeOptions: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] };

function describeViolations(url: string, violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => {
          const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
          return `      ${node.target.join(' ')}\n        ${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n      …and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n')
    .replace(/^/, `${url}\n`);
}

let seed: Promise<SeedData> | undefined;

/**
 * A page that audits one address after another. Each worker keeps one browser page for all its
 * audits rather than a fresh one per test: the app's scripts, styles and fonts then come from
 * the browser's caches after the first page, as they do for a visitor going from page to page,
 * and the run spends its time on the audits. Stored state (local and session storage, cookies)
 * is cleared before each address, so every page is audited as a new visitor sees it.
 *
 * It also collects what the Content-Security-Policy refused on the page: `securitypolicyviolation`
 * events (documents and workers report them) and the console's "Refused to …" lines.
 */
class Auditor {
  private consoleLines: string[] = [];

  private constructor(readonly page: Page) {
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|Refused to (load|execute|connect|apply|create|frame)/i.test(text)) {
        this.consoleLines.push(`console: ${text}`);
      }
    });
  }

  static async open(page: Page): Promise<Auditor> {
    await page.addInitScript({ content: axeSource });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(
          `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}${event.sample ? ` (${event.sample})` : ''}`,
        );
      });
    });
    return new Auditor(page);
  }

  async audit(url: string, prepare?: (page: Page) => Promise<void>) {
    const { page } = this;
    if (page.url().startsWith('http')) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.context().clearCookies();
    }
    this.consoleLines = [];
    await page.goto(url);
    await appReady(page);
    // Content from the CMS and the booking service arrives after the first paint; the loading
    // indicator and skeletons must be gone before axe looks.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await prepare?.(page);
    // A dialog fades in: axe must see its colours as they end, not half-way through the fade.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const results = await page.evaluate(
      (options) =>
        (
          window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
        ).axe.run(document, options),
      axeOptions,
    );
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    const notes = results.violations.filter((violation) => !blocking.includes(violation));
    if (notes.length > 0) console.log(`a11y notes (moderate/minor) for ${describeViolations(url, notes)}`);
    // The count, not the list: the message already says everything, without a 60-line object diff.
    expect(blocking.length, describeViolations(url, blocking)).toBe(0);
    const refused = [
      ...(await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      )),
      ...this.consoleLines,
    ];
    expect(refused.length, `Content-Security-Policy violations on ${url}:\n  ${refused.join('\n  ')}`).toBe(
      0,
    );
  }
}

/** `auditor`: the worker's auditing page, at the project's desktop size. */
const test = pageTest.extend<object, { auditor: Auditor }>({
  auditor: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: urls.web, viewport: { width: 1280, height: 720 } });
      await use(await Auditor.open(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const route of routesToVisit()) {
    for (const language of siteLanguages) {
      test(`${route.id} in ${language}`, async ({ auditor }) => {
        const path = resolvePath(route, await (seed ??= loadSeedData()));
        await auditor.audit(localizedPath(language, path));
      });
    }
  }

  // Dialogs are outside the page flow and only exist once opened.
  for (const language of siteLanguages) {
    test(`login dialog in ${language}`, async ({ auditor }) => {
      await auditor.audit(localizedPath(language, '/'), async (page) => {
        await page.getByTestId('header-login').click();
        await expect(page.getByTestId('auth-dialog')).toBeVisible();
      });
    });
  }

  // The header, menus and cards change shape on a phone; the home page is checked there too.
  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const language of siteLanguages) {
      test(`home in ${language}`, async ({ page }) => {
        await (await Auditor.open(page)).audit(localizedPath(language, '/'));
      });
    }
  });
});

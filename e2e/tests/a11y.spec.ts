import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.js';
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

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

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
 * Collects what the Content-Security-Policy refused on the page: `securitypolicyviolation`
 * events (documents and workers report them) and the console's "Refused to …" lines.
 */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|connect|apply|create|frame)/i.test(text)) {
      consoleLines.push(`console: ${text}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}${event.sample ? ` (${event.sample})` : ''}`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
    ...consoleLines,
  ];
}

async function audit(page: Page, url: string, prepare?: (page: Page) => Promise<void>) {
  const policyViolations = await watchPolicyViolations(page);
  await page.goto(url);
  // Content from the CMS and the booking service arrives after the first paint; the loading
  // indicator and skeletons must be gone before axe looks.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await prepare?.(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const notes = results.violations.filter((violation) => !blocking.includes(violation));
  if (notes.length > 0) console.log(`a11y notes (moderate/minor) for ${describeViolations(url, notes)}`);
  // The count, not the list: the message already says everything, without a 60-line object diff.
  expect(blocking.length, describeViolations(url, blocking)).toBe(0);
  const refused = await policyViolations();
  expect(refused.length, `Content-Security-Policy violations on ${url}:\n  ${refused.join('\n  ')}`).toBe(0);
}

test.describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const route of routesToVisit()) {
    for (const language of siteLanguages) {
      test(`${route.id} in ${language}`, async ({ page }) => {
        const path = resolvePath(route, await (seed ??= loadSeedData()));
        await audit(page, localizedPath(language, path));
      });
    }
  }

  // Dialogs are outside the page flow and only exist once opened.
  for (const language of siteLanguages) {
    test(`login dialog in ${language}`, async ({ page }) => {
      await audit(page, localizedPath(language, '/'), async (page) => {
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
        await audit(page, localizedPath(language, '/'));
      });
    }
  });
});

import type { PlaywrightTestConfig } from '@playwright/test';

/** What both runs (playwright.config.ts, playwright.prod.config.ts) give every test's browser. */
export const browserUse = {
  // A trace records a screencast and DOM snapshots at every step: about a third of a journey's
  // time on this kind of machine. CI keeps only its log, so it records none; locally a failed
  // test keeps its trace.
  trace: process.env.CI ? 'off' : 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  },
} satisfies PlaywrightTestConfig['use'];

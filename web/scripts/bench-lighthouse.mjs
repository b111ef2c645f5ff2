// Lighthouse runs of the web bench (scripts/bench.mjs).
import { throttling } from 'lighthouse/core/config/constants.js';

/**
 * Lighthouse's mobile preset (Moto G Power, simulated slow 4G) on each page, `runs` times; the run
 * with the median score stands for the page. `cpuSlowdown` replaces the preset's 4× CPU slowdown,
 * to leave a margin for a slower machine than the one measuring.
 */
export async function runLighthouse(pages, { baseUrl, runs, cpuSlowdown, log }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // The user agent says only the major version (156.0.0.0); the DevTools endpoint says all of it.
  const browser = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((response) => response.json())
    .then(
      (version) => version.Browser,
      () => 'Chromium (version unknown)',
    );
  try {
    const results = [];
    for (const { name, path } of pages) {
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`Lighthouse (mobile): ${name} ${path} (run ${run} of ${runs})`);
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const { lhr } = result;
        if (lhr.runtimeError)
          throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        measured.push({
          name,
          path,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          lighthouseVersion: lhr.lighthouseVersion,
          siMs: audit('speed-index'),
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        });
      }
      // The run with the median score stands for the page; every run's score, TBT and LCP are
      // shown, since they move with whatever else the machine is doing.
      const median = [...measured].sort((a, b) => a.performance - b.performance)[
        Math.floor(measured.length / 2)
      ];
      results.push({
        ...median,
        browser,
        runs: measured.map(
          (run) => `${run.performance}/${Math.round(run.tbtMs)} ms/${(run.lcpMs / 1000).toFixed(2)} s`,
        ),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

import { languageCodes, type Language } from '@stayvn/shared';
import { escapeHtml } from '../mail/layout.js';
import type { SitePage } from './site-pages.js';

/** hreflang values: BCP 47 tags, so the URL's `jp` is Japanese, `ja`. */
const hreflangOf: Record<Language, string> = { en: 'en', jp: 'ja', vi: 'vi' };

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const sitemapUrlLimit = 50_000;

export function pageUrl(webUrl: string, language: Language, path: string): string {
  return `${webUrl}/${language}${path === '/' ? '' : path}`;
}

/**
 * A sitemaps.org urlset with one <url> per page and language; each lists every language
 * version of its page as an `xhtml:link` alternate (Google's hreflang-in-sitemap form),
 * plus x-default on English when the page has one.
 */
export function renderSitemap(
  webUrl: string,
  pages: SitePage[],
): { xml: string; urlCount: number; truncated: boolean } {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  let urlCount = 0;
  let truncated = false;
  outer: for (const page of pages) {
    const alternates = page.languages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflangOf[language]}" href="${escapeHtml(pageUrl(webUrl, language, page.path))}"/>`,
    );
    if (page.languages.includes('en')) {
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(webUrl, 'en', page.path))}"/>`,
      );
    }
    for (const language of page.languages) {
      if (urlCount === sitemapUrlLimit) {
        truncated = true;
        break outer;
      }
      urlCount += 1;
      lines.push('  <url>', `    <loc>${escapeHtml(pageUrl(webUrl, language, page.path))}</loc>`);
      if (page.lastModified) lines.push(`    <lastmod>${page.lastModified}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return { xml: lines.join('\n'), urlCount, truncated };
}

/**
 * Paths under a language segment that crawlers should leave alone: personal, payment and
 * booking pages, one-time key pages and the location test page. Both the prefixed form and
 * the bare form (which the web redirects to the prefixed one) are listed.
 */
export const privatePaths = [
  '/manage-account',
  '/list-booking',
  '/favourites',
  '/payment-summary',
  '/booking-confirm',
  '/finish-booking',
  '/send-review',
  '/notification',
  '/reset-password',
  '/sign-up',
  '/login',
  '/forgot-password',
] as const;

/**
 * Every language is spelled out rather than written `/*` + path, because a wildcard would
 * also match a blog slug that happens to contain the same words.
 */
export function renderRobots(webUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of privatePaths) {
    lines.push(`Disallow: ${path}`, ...languageCodes.map((language) => `Disallow: /${language}${path}`));
  }
  // The location test page exists only with a language; `$` keeps /testimonials crawlable.
  lines.push(...languageCodes.map((language) => `Disallow: /${language}/test$`));
  lines.push('Disallow: /internal', '', `Sitemap: ${webUrl}/sitemap.xml`, '');
  return lines.join('\n');
}

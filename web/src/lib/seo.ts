import { defaultLanguage, isLanguage, languageCodes, type Language } from '@stayvn/shared';
import { createIntl, createIntlCache } from 'react-intl';
import { config } from '@/config';
import { localeFor, messagesFor, type MessageId } from '@/i18n';

/**
 * Route heads (TanStack Router's `head` option, rendered by <HeadContent /> in the root):
 * title, description, canonical link, hreflang alternates for en, jp and vi, Open Graph.
 * A route's head runs outside React, so texts are translated here with the page's messages.
 */
const cache = createIntlCache();
const intlByLanguage = new Map<Language, ReturnType<typeof createIntl>>();

export function translate(
  language: Language,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  const messages = messagesFor(language);
  let intl = intlByLanguage.get(language);
  // Rebuilt once the language's own messages replace the English fallback (see loadMessages).
  if (!intl || intl.messages !== messages) {
    intl = createIntl({ locale: localeFor(language), messages }, cache);
    intlByLanguage.set(language, intl);
  }
  return intl.formatMessage({ id }, values);
}

/** The brand after every page title. */
export const siteName = 'StayVN';

/** Open Graph locales of the three languages. */
const ogLocale: Record<Language, string> = { en: 'en_US', jp: 'ja_JP', vi: 'vi_VN' };

export type PageHeadInput = {
  language: Language;
  /** The path without its language segment, e.g. `/offers` or `/` for home. */
  path: string;
  title: string;
  description?: string | undefined;
  /** An absolute image URL for link previews. */
  image?: string | null | undefined;
  type?: 'website' | 'article';
  /** false for pages that must stay out of search engines (account, payment). */
  indexable?: boolean;
  /** schema.org data for this page (an apartment, a blog post...), rendered as JSON-LD in <head>. */
  jsonLd?: JsonLdData | JsonLdData[] | undefined;
};

/** A schema.org object, e.g. `{ '@context': 'https://schema.org', '@type': 'BlogPosting', ... }`. */
export type JsonLdData = Record<string, unknown>;

/**
 * JSON-LD as text that is safe inside a <script> element: `<` is escaped (so a CMS text holding
 * `</script>` cannot close the element), and so are `>`, `&` and the line separators that old
 * parsers take for line ends. The result is still the same JSON.
 */
export function serializeJsonLd(data: JsonLdData | JsonLdData[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A head `scripts` entry that <HeadContent /> renders as `<script type="application/ld+json">`.
 * Put it in a route's `head().scripts`, or pass `jsonLd` to `pageHead`.
 */
export function jsonLd(data: JsonLdData | JsonLdData[]) {
  return { type: 'application/ld+json', children: serializeJsonLd(data) };
}

function localizedUrl(language: Language, path: string): string {
  const rest = path === '/' ? '' : path.startsWith('/') ? path : `/${path}`;
  return `${config.siteUrl}/${language}${rest}`;
}

export function pageHead({
  language,
  path,
  title,
  description,
  image,
  type = 'website',
  indexable = true,
  jsonLd: structuredData,
}: PageHeadInput) {
  const fullTitle = title === translate(language, 'app.title') ? title : `${title} | ${siteName}`;
  const url = localizedUrl(language, path);
  const meta: Array<Record<string, string>> = [
    { title: fullTitle },
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocale[language] },
    ...languageCodes
      .filter((other) => other !== language)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocale[other] })),
    // A large preview when there is a picture to show, the small card otherwise.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
  ];
  if (description) {
    meta.push({ name: 'description', content: description });
    meta.push({ property: 'og:description', content: description });
  }
  if (description) meta.push({ name: 'twitter:description', content: description });
  if (image) {
    meta.push({ property: 'og:image', content: image });
    meta.push({ name: 'twitter:image', content: image });
  }
  // `follow`: links on a private page still lead to public ones.
  if (!indexable) meta.push({ name: 'robots', content: 'noindex, follow' });
  const links = [
    { rel: 'canonical', href: url },
    ...languageCodes.map((other) => ({
      rel: 'alternate',
      hrefLang: localeFor(other),
      href: localizedUrl(other, path),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: localizedUrl('en', path) },
  ];
  const scripts = structuredData ? [jsonLd(structuredData)] : [];
  return { meta, links, scripts };
}

/** The page language from a route's params, for `head`, which runs outside React. */
export function languageOf(params: { lang?: string }): Language {
  return isLanguage(params.lang) ? params.lang : defaultLanguage;
}

/**
 * The head of a page that must stay out of search engines (account, key and result pages,
 * not-found): a translated title and `noindex, follow`.
 */
export function privatePageHead(params: { lang?: string }, path: string, titleId: MessageId) {
  const language = languageOf(params);
  return pageHead({ language, path, title: translate(language, titleId), indexable: false });
}

import type { MessageId } from '@/i18n';
import { routeLanguage } from './route-language';
import { pageHead, translate } from './seo';

type LoadedPage = { title: string; description: string; image?: string | null } | undefined;

/**
 * The head of a CMS content route: the page's own title and description once loaded, the
 * translated section name before (or when the loader failed), and a not-found title kept out
 * of search engines for an unknown slug or id (`status` is the route match's).
 */
export function contentHead(
  lang: string,
  path: string,
  loaded: LoadedPage,
  fallbackTitle: MessageId,
  status?: string,
) {
  const language = routeLanguage(lang);
  if (status === 'notFound') return notFoundHead(lang, path);
  return pageHead({
    language,
    path,
    title: loaded?.title ?? translate(language, fallbackTitle),
    description: loaded?.description,
    image: loaded?.image,
  });
}

/** The head of a page whose title and description are our own translated texts. */
export function translatedHead(
  lang: string,
  path: string,
  titleId: MessageId,
  descriptionId: MessageId,
  options: { indexable?: boolean } = {},
) {
  const language = routeLanguage(lang);
  return pageHead({
    language,
    path,
    title: translate(language, titleId),
    description: translate(language, descriptionId),
    indexable: options.indexable,
  });
}

/** The head of an unknown page: the not-found title, kept out of search engines. */
export function notFoundHead(lang: string, path: string) {
  const language = routeLanguage(lang);
  return pageHead({ language, path, title: translate(language, 'notFound.title'), indexable: false });
}

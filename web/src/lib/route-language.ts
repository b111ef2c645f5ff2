import { defaultLanguage, isLanguage, type Language } from '@stayvn/shared';

/** The page language from the `$lang` param in places without the route context (route heads). */
export function routeLanguage(lang: string | undefined): Language {
  return isLanguage(lang) ? lang : defaultLanguage;
}

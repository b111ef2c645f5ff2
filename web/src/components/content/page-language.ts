import { defaultLanguage, isLanguage, type Language } from '@stayvn/shared';
import { useParams } from '@tanstack/react-router';

/** The page's language from its `$lang` segment, or the default outside one. */
export function usePageLanguage(): Language {
  const { lang } = useParams({ strict: false });
  return isLanguage(lang) ? lang : defaultLanguage;
}

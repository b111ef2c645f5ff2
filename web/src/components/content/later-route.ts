import type { Language } from '@stayvn/shared';
import { linkOptions } from '@tanstack/react-router';

/**
 * A link to a page a later issue builds (the owner form, the help issue form). It goes through
 * the language's catch-all route so it type-checks today; the address is the final one, so it
 * opens the real page as soon as that route exists. Replace with the typed route then.
 */
export function laterRouteLink(
  language: Language,
  path: 'for-owners/create-your-property' | 'helps/create-issue',
) {
  return linkOptions({ to: '/$lang/$', params: { lang: language, _splat: path } });
}

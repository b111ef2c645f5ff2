import type { Language } from '@stayvn/shared';
import { linkOptions } from '@tanstack/react-router';
import { siteTo } from '@/components/ui/site-link';

/**
 * A link to a page a later issue builds (the owner form, the help issue form), by its address:
 * the router matches it to the catch-all today and to the real page as soon as that route
 * exists. Replace with the typed route then.
 */
export function laterRouteLink(
  language: Language,
  path: 'for-owners/create-your-property' | 'helps/create-issue',
) {
  return linkOptions({ to: siteTo(language, path) });
}

import { lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { withAllMessages } from '@/i18n';
import { ContentSkeleton } from './content-skeleton';
import { usePageLanguage } from './page-language';

/** An unknown slug, id or category: the not-found page inside the layout. */
export function ContentNotFound() {
  return <NotFoundPage language={usePageLanguage()} />;
}

/**
 * Options every CMS content route shares: not-found, failure and a skeleton while loading.
 * Route files spread them, which the router's code splitting cannot see through, so the
 * failure notice (with react-aria's button) is a lazy component of its own.
 */
export const contentRouteFallbacks = {
  notFoundComponent: ContentNotFound,
  errorComponent: lazyRouteComponent(
    withAllMessages(() => import('./content-error')),
    'ContentError',
  ),
  pendingComponent: ContentSkeleton,
  pendingMs: 300,
} as const;

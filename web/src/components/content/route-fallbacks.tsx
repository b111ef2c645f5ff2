import { defaultLanguage, isLanguage, type Language } from '@stayvn/shared';
import { useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorNotice } from '@/components/errors/error-notice';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { isHttpError } from '@/lib/http-error';
import { ContentSkeleton } from './content-skeleton';

function usePageLanguage(): Language {
  const { lang } = useParams({ strict: false });
  return isLanguage(lang) ? lang : defaultLanguage;
}

/** An unknown slug, id or category: the not-found page inside the layout. */
export function ContentNotFound() {
  return <NotFoundPage language={usePageLanguage()} />;
}

/**
 * A content route whose CMS call failed: a 404 is a missing page, anything else a translated
 * notice whose retry reloads the route (router.invalidate runs its loader again).
 */
export function ContentError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const language = usePageLanguage();
  if (isHttpError(error) && error.isNotFound) return <NotFoundPage language={language} />;
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)' }}>
      <ErrorNotice
        error={error}
        retry={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}

/** Options every CMS content route shares: not-found, failure and a skeleton while loading. */
export const contentRouteFallbacks = {
  notFoundComponent: ContentNotFound,
  errorComponent: ContentError,
  pendingComponent: ContentSkeleton,
  pendingMs: 300,
} as const;

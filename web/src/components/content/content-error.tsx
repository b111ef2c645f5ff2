import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorNotice } from '@/components/errors/error-notice';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { isHttpError } from '@/lib/http-error';
import { usePageLanguage } from './page-language';

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

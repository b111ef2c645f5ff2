import type { Language } from '@stayvn/shared';
import type { ReactNode } from 'react';
import { ErrorNotice } from '@/components/errors/error-notice';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryBoundary } from '@/components/errors/query-boundary';
import type { MessageId } from '@/i18n';
import { isHttpError } from '@/lib/http-error';
import styles from './detail.module.css';

/**
 * Around a detail page's content (an apartment, an office, a project): its skeleton while it
 * loads, the not-found page when the CMS has no such entry, and a notice with a retry otherwise.
 */
export function DetailBoundary({
  language,
  pending,
  errorTitleId,
  children,
}: {
  language: Language;
  pending: ReactNode;
  errorTitleId: MessageId;
  children: ReactNode;
}) {
  return (
    <QueryBoundary
      pending={pending}
      fallback={({ error, retry }) =>
        isHttpError(error) && error.isNotFound ? (
          <NotFoundPage language={language} />
        ) : (
          <div className={`container ${styles.failure}`}>
            <ErrorNotice error={error} retry={retry} titleId={errorTitleId} />
          </div>
        )
      }
    >
      {children}
    </QueryBoundary>
  );
}

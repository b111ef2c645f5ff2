import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorNotice } from './error-notice';

/** The router's default error component: the translated notice with a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-12)' }}>
      <ErrorNotice error={error} retry={reset} />
    </div>
  );
}

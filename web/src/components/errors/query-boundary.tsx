import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

type FallbackProps = { error: unknown; retry: () => void };

type ErrorBoundaryProps = {
  fallback: (props: FallbackProps) => ReactNode;
  onReset: () => void;
  children: ReactNode;
};

class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}

/**
 * Loading and failure for one section of a page, so a CMS outage costs the banners but not
 * the apartments (and the other way round). Retrying resets TanStack Query's error state,
 * which makes the suspense query fetch again.
 */
export function QueryBoundary({
  pending,
  fallback,
  children,
}: {
  pending: ReactNode;
  fallback: (props: FallbackProps) => ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary fallback={fallback} onReset={reset}>
          <Suspense fallback={pending}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

import type { ReactNode } from 'react';
import { ErrorNotice } from '@/components/errors/error-notice';
import { QueryBoundary } from '@/components/errors/query-boundary';
import { SectionHeader } from '@/components/ui/section-header';
import type { MessageId } from '@/i18n';
import styles from './home-sections.module.css';

/**
 * One block of the home page: eyebrow, heading and an optional "see all" link, then its
 * content with its own loading placeholder and error (a CMS hiccup costs one block only).
 */
export function HomeSection({
  id,
  eyebrow,
  title,
  action,
  pending,
  errorTitleId,
  tone = 'plain',
  testId,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  action?: ReactNode;
  pending: ReactNode;
  errorTitleId: MessageId;
  tone?: 'plain' | 'tinted';
  testId: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      className={`render-when-near ${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <div className="container">
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} action={action} />
        <QueryBoundary
          pending={pending}
          fallback={({ error, retry }) => <ErrorNotice error={error} retry={retry} titleId={errorTitleId} />}
        >
          {children}
        </QueryBoundary>
      </div>
    </section>
  );
}

/** Grey blocks in the shape of what is coming, so nothing jumps when it arrives. */
export function SkeletonGrid({
  count,
  variant,
}: {
  count: number;
  variant: 'essential' | 'card' | 'projects';
}) {
  return (
    <div className={`${styles.skeletonGrid} ${styles[`skeleton-${variant}`]}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonItem} />
      ))}
    </div>
  );
}

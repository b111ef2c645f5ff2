import type { ReactNode } from 'react';
import styles from './section-header.module.css';

/** A page section's eyebrow and heading, with an optional action (a "see all" link) beside them. */
export function SectionHeader({
  headingId,
  eyebrow,
  title,
  action,
}: {
  headingId: string;
  eyebrow?: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headings}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      </div>
      {action}
    </header>
  );
}

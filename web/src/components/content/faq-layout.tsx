import type { ReactNode } from 'react';
import styles from './faq-layout.module.css';

/**
 * The body of an FAQ-style page: an optional introduction, then the questions under their
 * heading, then what the page adds (a call to action).
 */
export function FaqLayout({
  intro,
  title,
  faq,
  aside,
}: {
  intro?: ReactNode;
  title: string;
  faq: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="container">
      <div className={styles.layout}>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        <section aria-labelledby="faq-title" className={styles.faq}>
          <h2 id="faq-title" className={styles.title}>
            {title}
          </h2>
          {faq}
        </section>
        {aside}
      </div>
    </div>
  );
}

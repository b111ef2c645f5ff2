import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import type { Crumb } from '@/components/ui/breadcrumbs';
import styles from './forms.module.css';

/** A page that is one form: the hero with the trail, then the form on a card. */
export function FormPage({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero crumbs={crumbs} title={title} lead={lead} />
      <div className={`container ${styles.page}`}>
        <div className={styles.card}>{children}</div>
      </div>
    </>
  );
}

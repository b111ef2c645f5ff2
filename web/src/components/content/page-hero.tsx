import type { Language } from '@stayvn/shared';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import styles from './content.module.css';

/** The band at the top of every content page: the trail, the page title and its lead. */
export function PageHero({
  crumbs,
  title,
  lead,
  eyebrow,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead?: string | null;
  eyebrow?: string | null;
  children?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <Breadcrumbs items={crumbs} />
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title} data-testid="page-title">
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** The first crumb of every trail. */
export function useHomeCrumb(language: Language): Crumb {
  const intl = useIntl();
  return {
    label: intl.formatMessage({ id: 'content.home' }),
    link: linkOptions({ to: '/$lang', params: { lang: language } }),
  };
}

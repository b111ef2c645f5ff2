import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { buttonClassName } from '@/components/ui/button-class';
import { allBlogsKey } from '../utils/blog-categories';
import styles from './blogs.module.css';

/** "No blog in category" (spec §8) with its picture and a way back to every blog. */
export function NoBlog({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <div className={styles.empty} data-testid="no-blog">
      <svg className={styles.emptyArt} viewBox="0 0 200 140" aria-hidden="true" focusable="false">
        <rect x="30" y="24" width="120" height="92" rx="12" fill="var(--color-brand-tint)" />
        <rect x="46" y="42" width="56" height="8" rx="4" fill="var(--color-brand-tint-strong)" />
        <rect x="46" y="58" width="88" height="6" rx="3" fill="var(--color-brand-tint-strong)" />
        <rect x="46" y="72" width="74" height="6" rx="3" fill="var(--color-brand-tint-strong)" />
        <rect x="46" y="86" width="82" height="6" rx="3" fill="var(--color-brand-tint-strong)" />
        <circle cx="146" cy="96" r="24" fill="#fff" stroke="var(--color-brand)" strokeWidth="6" />
        <path d="m163 113 17 17" stroke="var(--color-brand)" strokeWidth="8" strokeLinecap="round" />
        <path d="m138 96h16" stroke="var(--color-accent)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h2 className={styles.emptyTitle}>{intl.formatMessage({ id: 'blog.empty.title' })}</h2>
      <p className={styles.emptyBody}>{intl.formatMessage({ id: 'blog.empty.body' })}</p>
      <Link
        to="/$lang/blogs/$category/{-$id}"
        params={{ lang: language, category: allBlogsKey, id: undefined }}
        className={buttonClassName('secondary')}
      >
        {intl.formatMessage({ id: 'blog.empty.all' })}
      </Link>
    </div>
  );
}

import type { ReactNode } from 'react';
import { CmsPicture } from '@/components/content/cms-picture';
import styles from '@/components/content/content.module.css';
import { RichText } from '@/components/rich-text/rich-text';
import type { ContentPage } from '../api/get-pages';

/** A CMS page's picture and rich text, with room for what a route adds (a call to action). */
export function PageArticle({
  page,
  children,
  showImage = true,
}: {
  page: ContentPage;
  children?: ReactNode;
  showImage?: boolean;
}) {
  return (
    <article className={styles.article} data-testid="content-article">
      {showImage && page.image ? (
        <CmsPicture
          image={page.image}
          alt=""
          sizes="(max-width: 900px) 100vw, 860px"
          className={styles.articleImage}
          priority
        />
      ) : null}
      <RichText markdown={page.content} />
      {children}
    </article>
  );
}

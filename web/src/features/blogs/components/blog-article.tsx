import type { Language } from '@stayvn/shared';
import { useIntl } from 'react-intl';
import { CmsPicture } from '@/components/content/cms-picture';
import contentStyles from '@/components/content/content.module.css';
import { RichText } from '@/components/rich-text/rich-text';
import { formatDate } from '@/lib/format-date';
import type { Blog } from '../api/blog-schemas';
import styles from './blogs.module.css';

/** The article body: date and category, hero picture, the CMS rich text. */
export function BlogArticle({ blog, language }: { blog: Blog; language: Language }) {
  const intl = useIntl();
  return (
    <article className={styles.article} data-testid="blog-article">
      {blog.image ? (
        <CmsPicture
          image={blog.image}
          alt=""
          sizes="(max-width: 860px) 100vw, 820px"
          className={contentStyles.articleImage}
          priority
        />
      ) : null}
      {blog.excerpt ? <p className={styles.articleLead}>{blog.excerpt}</p> : null}
      <RichText markdown={blog.body} />
      <p className={styles.articleFooter}>
        {intl.formatMessage({ id: 'blog.article.published' })}{' '}
        <time dateTime={blog.date}>{formatDate(blog.date, language)}</time>
      </p>
    </article>
  );
}

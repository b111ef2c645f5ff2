import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { CmsPicture } from '@/components/content/cms-picture';
import { ImageIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format-date';
import type { BlogSummary } from '../api/blog-schemas';
import styles from './blogs.module.css';

/** One blog in a list: the whole card is one link (the title), the rest describes it. */
export function BlogCard({
  blog,
  language,
  category,
  headingLevel = 2,
}: {
  blog: BlogSummary;
  language: Language;
  /** The category segment of the article URL: the list the reader came from. */
  category: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="blog-card">
      <div className={styles.cardMedia}>
        {blog.image ? (
          <CmsPicture
            image={blog.image}
            alt=""
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 380px"
            className={styles.cardImage}
          />
        ) : (
          <div className={styles.cardPlaceholder}>
            <ImageIcon size={32} />
          </div>
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          {blog.categoryName ? <span className={styles.chip}>{blog.categoryName}</span> : null}
          <time dateTime={blog.date} data-testid="blog-date">
            {formatDate(blog.date, language)}
          </time>
        </p>
        <Heading className={styles.cardTitle}>
          <Link
            to="/$lang/blog/$category/detail/$id/$slug"
            params={{ lang: language, category, id: blog.id, slug: blog.slug }}
            className={styles.cardLink}
            data-testid="blog-link"
          >
            {blog.title}
          </Link>
        </Heading>
        {blog.excerpt ? <p className={styles.cardExcerpt}>{blog.excerpt}</p> : null}
      </div>
    </article>
  );
}

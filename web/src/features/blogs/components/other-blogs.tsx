import type { Language } from '@stayvn/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { otherBlogsQueryOptions } from '../api/get-blogs';
import { BlogCard } from './blog-card';
import styles from './blogs.module.css';

/** "Other blogs" under an article (spec §2.9). Hidden when the category has nothing else. */
export function OtherBlogs({
  language,
  blogId,
  category,
  categoryKey,
}: {
  language: Language;
  blogId: string;
  /** The URL's category segment, kept in the links so the trail stays the same. */
  category: string;
  categoryKey: string | null;
}) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(otherBlogsQueryOptions(language, blogId, categoryKey));
  if (data.length === 0) return null;
  return (
    <section className={styles.others} aria-labelledby="other-blogs-title" data-testid="other-blogs">
      <h2 id="other-blogs-title" className={styles.othersTitle}>
        {intl.formatMessage({ id: 'blog.others.title' })}
      </h2>
      <div className={styles.grid}>
        {data.map((blog) => (
          <BlogCard key={blog.id} blog={blog} language={language} category={category} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}

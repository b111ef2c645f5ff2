import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Pagination } from '@/components/ui/pagination';
import { blogsQueryOptions, type BlogListQuery } from '../api/get-blogs';
import { BlogCard } from './blog-card';
import { NoBlog } from './no-blog';
import styles from './blogs.module.css';

/** One page of a category's blogs with the paginator, or the empty-category message. */
export function BlogList({ query }: { query: BlogListQuery }) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(blogsQueryOptions(query));
  if (data.total === 0) return <NoBlog language={query.language} />;
  return (
    <section aria-labelledby="blog-list-title">
      <h2 id="blog-list-title" className="visually-hidden">
        {intl.formatMessage({ id: 'blog.list.results' }, { count: data.total })}
      </h2>
      <p className={styles.count} data-testid="blog-count">
        {intl.formatMessage(
          { id: 'blog.list.count' },
          { count: data.total, page: data.pageIndex, pages: data.pageCount },
        )}
      </p>
      <div className={styles.grid} data-testid="blog-list">
        {data.items.map((blog) => (
          <BlogCard
            key={blog.id}
            blog={blog}
            language={query.language}
            category={query.category}
            headingLevel={3}
          />
        ))}
      </div>
      <Pagination pageIndex={data.pageIndex} pageCount={data.pageCount} />
    </section>
  );
}

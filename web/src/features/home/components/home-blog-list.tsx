import { homeCounts, type Language } from '@stayvn/shared';
import { CmsImage } from '@/components/ui/cms-image';
import { SiteLink } from '@/components/ui/site-link';
import { formatDate } from '@/lib/format-date';
import { blogDetailPath } from '@/lib/site-paths';
import { useHomeBlogs } from '../api/get-home-content';
import styles from './home-sections.module.css';

/** The articles of the home's blog section (a chunk of its own: date-fns comes with it). */
export default function BlogList({ language }: { language: Language }) {
  const { data } = useHomeBlogs(language);
  return (
    <ul className={styles.blogs}>
      {data.slice(0, homeCounts.blogs).map((blog) => (
        <li key={blog.id}>
          <article className={styles.blog} data-testid="home-blog">
            <div className={styles.blogMedia}>
              {blog.image ? (
                <CmsImage
                  image={blog.image}
                  sizes="(max-width: 640px) 100vw, (max-width: 960px) 50vw, 380px"
                  className={styles.blogImage}
                  alt=""
                />
              ) : null}
            </div>
            <div className={styles.blogBody}>
              <p className={styles.blogMeta}>
                {blog.category ? <span className={styles.blogCategory}>{blog.category.name}</span> : null}
                {blog.date ? (
                  <time dateTime={blog.date} data-testid="home-blog-date">
                    {formatDate(blog.date, language)}
                  </time>
                ) : null}
              </p>
              <h3 className={styles.blogTitle}>
                <SiteLink
                  language={language}
                  path={blogDetailPath(blog)}
                  search={{ home: true }}
                  className={styles.stretched}
                  data-testid="home-blog-link"
                >
                  {blog.title}
                </SiteLink>
              </h3>
              {blog.excerpt ? <p className={styles.blogExcerpt}>{blog.excerpt}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

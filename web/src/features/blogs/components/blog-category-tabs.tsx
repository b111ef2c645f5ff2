import type { Language } from '@stayvn/shared';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { BlogCategory } from '../utils/blog-categories';
import styles from './blogs.module.css';

/**
 * The category switcher above the list. Each category is its own page (its own URL), so these
 * are navigation links with aria-current, not an ARIA tab list.
 */
export function BlogCategoryTabs({
  categories,
  current,
  language,
}: {
  categories: BlogCategory[];
  current: string;
  language: Language;
}) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'blog.categories' })}
      className={styles.tabs}
      data-testid="blog-tabs"
    >
      <ul className={styles.tabList}>
        {categories.map((category) => (
          <li key={category.key}>
            <Link
              to="/$lang/blogs/$category/{-$id}"
              params={{ lang: language, category: category.key, id: undefined }}
              className={styles.tab}
              aria-current={category.key === current ? 'page' : undefined}
              data-testid={`blog-tab-${category.key}`}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

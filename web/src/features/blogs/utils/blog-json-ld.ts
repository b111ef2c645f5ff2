import type { Blog } from '../api/blog-schemas';

/** schema.org BlogPosting for an article, so search engines show its date and picture. */
export function blogPostingJsonLd(blog: Blog, input: { url: string; inLanguage: string; publisher: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.excerpt || undefined,
    datePublished: blog.date,
    inLanguage: input.inLanguage,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    image: blog.image ? [blog.image.src] : undefined,
    articleSection: blog.categoryName ?? undefined,
    publisher: { '@type': 'Organization', name: input.publisher },
  };
}

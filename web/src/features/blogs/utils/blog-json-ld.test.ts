import { describe, expect, it } from 'vitest';
import type { Blog } from '../api/blog-schemas';
import { serializeJsonLd } from '@/lib/seo';
import { blogPostingJsonLd } from './blog-json-ld';

const blog: Blog = {
  id: 'doc-1',
  slug: 'a',
  title: 'A </script> title',
  excerpt: 'Excerpt',
  date: '2025-01-20',
  image: {
    src: 'http://cms/uploads/a.jpg',
    srcSet: '',
    width: 1280,
    height: 800,
    alt: '',
    thumbnail: 'http://cms/uploads/a.jpg',
    sources: [],
  },
  categoryKey: 'news',
  categoryName: 'News',
  body: '',
};

describe('blogPostingJsonLd', () => {
  it('describes the article as a schema.org BlogPosting', () => {
    expect(
      blogPostingJsonLd(blog, { url: 'https://x/en/blog/a', inLanguage: 'en', publisher: 'StayVN' }),
    ).toMatchObject({
      '@type': 'BlogPosting',
      headline: blog.title,
      datePublished: '2025-01-20',
      image: ['http://cms/uploads/a.jpg'],
      inLanguage: 'en',
      publisher: { name: 'StayVN' },
    });
  });

  it('serialises so that a title cannot close the script element', () => {
    const json = serializeJsonLd({ headline: blog.title });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ headline: blog.title });
  });
});

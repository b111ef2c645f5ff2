import { describe, expect, it } from 'vitest';
import { cmsBlogSchema } from './blog-schemas';
import { slugify, toBlog, toBlogSummary } from './to-blog';

const cmsBlog = cmsBlogSchema.parse({
  id: 4,
  documentId: 'doc-1',
  slug: 'first-tet',
  title: 'Your first Tết',
  excerpt: '  What to expect.  ',
  body: '## Hello',
  date: '2025-12-15',
  locale: 'en',
  thumbnail: {
    url: '/uploads/food.jpg',
    alternativeText: 'Food',
    width: 1280,
    height: 800,
    formats: { small: { url: '/uploads/small_food.jpg', width: 500, height: 313 } },
  },
  category: { id: 5, documentId: 'c', key: 'living-in-vietnam', name: 'Living in Vietnam' },
});

describe('toBlogSummary', () => {
  it('maps the CMS answer to what the cards show', () => {
    const summary = toBlogSummary(cmsBlog);
    expect(summary).toMatchObject({
      id: 'doc-1',
      slug: 'first-tet',
      title: 'Your first Tết',
      excerpt: 'What to expect.',
      date: '2025-12-15',
      categoryKey: 'living-in-vietnam',
      categoryName: 'Living in Vietnam',
    });
    expect(summary.image?.srcSet).toMatch(/small_food\.jpg 500w, .*food\.jpg 1280w$/);
  });

  it('makes a slug from the title when the CMS has none', () => {
    const summary = toBlogSummary({ ...cmsBlog, slug: null, title: 'Đi chợ Tết ở Hà Nội!' });
    expect(summary.slug).toBe('di-cho-tet-o-ha-noi');
  });

  it('keeps the body for the article and tolerates a blog without picture or category', () => {
    const blog = toBlog({ ...cmsBlog, thumbnail: null, category: null, body: null });
    expect(blog).toMatchObject({ body: '', image: null, categoryKey: null, categoryName: null });
  });
});

describe('slugify', () => {
  it('keeps Latin letters and digits, joined by hyphens', () => {
    expect(slugify('Ten things — to check (2026)')).toBe('ten-things-to-check-2026');
  });

  it('falls back to a fixed word for titles without Latin letters', () => {
    expect(slugify('長期賃貸契約')).toBe('article');
  });
});

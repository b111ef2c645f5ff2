import { describe, expect, it } from 'vitest';
import { blogDetailPath, projectDetailPath } from './site-paths';

describe('site paths', () => {
  it('points a featured project at its overview tab', () => {
    expect(projectDetailPath({ id: 'abc123', slug: 'lotus-lakeside' })).toBe(
      'featured-projects/detail/overview/abc123/lotus-lakeside',
    );
  });

  it('points a blog at its category and id', () => {
    expect(blogDetailPath({ id: 'b1', slug: 'tet-in-hanoi', category: { key: 'living-in-vietnam' } })).toBe(
      'blog/living-in-vietnam/detail/b1/tet-in-hanoi',
    );
    expect(blogDetailPath({ id: 'b2', slug: 'news', category: null })).toBe('blog/all-blogs/detail/b2/news');
  });
});

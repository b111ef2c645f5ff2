import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt';

describe('markdownExcerpt', () => {
  it('drops headings, pictures and markup but keeps link texts', () => {
    expect(markdownExcerpt('## Title\n\nSee **our** [team](/about).\n\n![x](/a.png)\n- one\n- two')).toBe(
      'See our team. one two',
    );
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const excerpt = markdownExcerpt('word '.repeat(60), 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('keeps a short text whole', () => {
    expect(markdownExcerpt('Short.')).toBe('Short.');
  });
});

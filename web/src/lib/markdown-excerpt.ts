/**
 * Plain text from the start of CMS markdown for meta descriptions: headings, pictures and
 * markup dropped, link texts kept, cut at a word boundary with an ellipsis.
 */
export function markdownExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join(' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|\s)[-*+>]\s+/g, '$1')
    .replace(/[*_`|#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

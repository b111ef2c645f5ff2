import { reviewExcerptLength } from '@stayvn/shared';

/**
 * Spec §9: a review longer than 300 characters shows its first 300 and a read-more toggle.
 * Counted in code points, so a Japanese or emoji character is never cut in half; the cut backs
 * off to the last space when one is near, so a word is not split either.
 */
export function reviewExcerpt(
  text: string,
  limit: number = reviewExcerptLength,
): { excerpt: string; truncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { excerpt: text, truncated: false };
  let cut = characters.slice(0, limit).join('');
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace > limit * 0.8) cut = cut.slice(0, lastSpace);
  return { excerpt: `${cut.trimEnd()}…`, truncated: true };
}

/**
 * Initials for an avatar without a picture: first letters of the first and last words; a
 * Japanese name shows its first character only, as Japanese sites do.
 */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(words[0]!))
    return Array.from(words[0]!)[0]!;
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

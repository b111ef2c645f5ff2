import type { MessageId } from '@/i18n';

/** The main menu after the apartments drop-down (spec §2.8), as paths after the language. */
export const mainNavLinks: readonly { id: string; path: string; label: MessageId }[] = [
  { id: 'offers', path: 'offers', label: 'header.nav.offers' },
  { id: 'office', path: 'serviced-office/overview', label: 'header.nav.office' },
  { id: 'blogs', path: 'blogs/all-blogs', label: 'header.nav.blogs' },
  { id: 'owners', path: 'for-owners', label: 'header.nav.owners' },
  { id: 'about', path: 'about-us', label: 'header.nav.about' },
];

/** The first segment after the language that marks a nav item as the current section. */
export function isCurrentSection(pathname: string, path: string): boolean {
  const section = path.split('/')[0];
  const current = pathname.split('/').filter(Boolean)[1];
  if (!section || !current) return false;
  // A blog article (`/blog/...`) belongs to the blogs section.
  return current === section || (section === 'blogs' && current === 'blog');
}

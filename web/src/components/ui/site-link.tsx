import type { Language } from '@stayvn/shared';
import { Link, type LinkComponentProps } from '@tanstack/react-router';

type SiteLinkProps = Omit<LinkComponentProps<'a'>, 'to' | 'params' | 'search'> & {
  language: Language;
  /** The path after the language segment, without a leading slash: `offers`, `blogs/all-blogs`. */
  path: string;
  /** Query values, e.g. `{ home: true }` for links from the home page. */
  search?: Record<string, string | number | boolean>;
};

/**
 * A router link to any page of the site by its path. Going through the `$lang/$` splat keeps
 * it typed while pages are added by other features; once a page has its own route the router
 * matches that route, since the href is the same.
 */
export function SiteLink({ language, path, search, ...props }: SiteLinkProps) {
  return (
    <Link
      {...props}
      to="/$lang/$"
      params={{ lang: language, _splat: path.replace(/^\/+/, '') }}
      search={search ?? {}}
    />
  );
}

/** The same address as a string, for `href`s outside the router (tel:, window.location). */
export function sitePath(language: Language, path: string): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${language}/${rest}` : `/${language}`;
}

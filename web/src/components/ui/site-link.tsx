import type { Language } from '@stayvn/shared';
import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { isPlainClick } from './drop-down';

type SiteLinkProps = Omit<LinkComponentProps<'a'>, 'to' | 'params' | 'search'> & {
  language: Language;
  /** The path after the language segment, without a leading slash: `offers`, `blogs/all-blogs`. */
  path: string;
  /** Query values, e.g. `{ home: true }` for links from the home page. */
  search?: Record<string, string | number | boolean>;
  /**
   * Once the app runs, a plain press opens this (a dialog) in place instead of following the
   * link; before the app, and with a modifier key or another button, the link is followed.
   */
  opensInPlace?: () => void;
};

/**
 * A router link to any page of the site by its path. The link names the page's address itself,
 * not the `$lang/$` splat: the router then builds it with the route that address matches (its
 * search and params rules) instead of the splat's, and warns of no "Generated path … matched
 * route … instead".
 */
export function SiteLink({ language, path, search, opensInPlace, onClick, ...props }: SiteLinkProps) {
  const click = opensInPlace
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        opensInPlace();
      }
    : onClick;
  return <Link {...props} onClick={click} to={siteTo(language, path)} search={search ?? {}} />;
}

/**
 * A page's address as a router `to`: a concrete path, which the router matches to the route that
 * serves it. (Typed as a path without parameters: the route tree's types know templates only.)
 */
export function siteTo(language: Language, path: string): '/' {
  return sitePath(language, path) as '/';
}

/** The same address as a string, for `href`s outside the router (tel:, window.location). */
export function sitePath(language: Language, path: string): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${language}/${rest}` : `/${language}`;
}

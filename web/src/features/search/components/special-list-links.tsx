import type { Language } from '@stayvn/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { specialListNamesQueryOptions } from '../api/get-special-list';

/**
 * Links to the curated lists (spec §2.6) by their names, among a listing's other ways to find a
 * property. A convenience beside the list: while loading, or when the CMS fails, none show.
 */
export function SpecialListLinks({ language }: { language: Language }) {
  const { data: lists = [] } = useQuery(specialListNamesQueryOptions(language));
  return lists.map((list) => (
    <Link
      key={list.key}
      to="/$lang/special-list/$id"
      params={{ lang: language, id: list.key }}
      data-testid="special-list-link"
    >
      {list.name}
    </Link>
  ));
}

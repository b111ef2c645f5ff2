import { createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { privatePageHead } from '@/lib/seo';
import { savedListSearch } from './-saved-list-search';

// The page and what it uses load after this small route part: their chunks are listed here, not
// in the route tree's map of every route's chunks, which is in the first download.
const SavedListRoute = lazy(() =>
  import('./-saved-list-route').then((module) => ({ default: module.SavedListRoute })),
);

/** /{lang}/recently-viewed: the properties this browser visited, newest first (spec §2.7 history). */
export const Route = createFileRoute('/$lang/recently-viewed')({
  validateSearch: savedListSearch,
  head: ({ params }) => privatePageHead(params, '/recently-viewed', 'saved.history.title'),
  component: RecentlyViewedPage,
});

function RecentlyViewedPage() {
  const { language } = Route.useRouteContext();
  return (
    <Suspense fallback={null}>
      <SavedListRoute list="history" language={language} search={Route.useSearch()} />
    </Suspense>
  );
}

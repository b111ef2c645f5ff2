import { createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { privatePageHead } from '@/lib/seo';
import { savedListSearch } from './-saved-list-search';

// The page and what it uses load after this small route part: their chunks are listed here, not
// in the route tree's map of every route's chunks, which is in the first download.
const SavedListRoute = lazy(() =>
  import('./-saved-list-route').then((module) => ({ default: module.SavedListRoute })),
);

/** /{lang}/favourites: the liked properties, the server's list for a signed-in visitor (spec §2.7). */
export const Route = createFileRoute('/$lang/favourites')({
  validateSearch: savedListSearch,
  head: ({ params }) => privatePageHead(params, '/favourites', 'saved.favourites.title'),
  component: FavouritesPage,
});

function FavouritesPage() {
  const { language } = Route.useRouteContext();
  return (
    <Suspense fallback={null}>
      <SavedListRoute list="favourites" language={language} search={Route.useSearch()} />
    </Suspense>
  );
}

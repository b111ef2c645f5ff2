import { createFileRoute } from '@tanstack/react-router';
import { staffGate } from '@/features/staff/utils/staff-gate';
import { StaffConsole } from '@/features/staff/components/staff-console';

/**
 * The back office (issue 19), every page under one route: the route table is in every visitor's
 * entry, the console's code, messages and gate are not (the loader and the component are one
 * lazily loaded chunk). `/staff` (dashboard), `/staff/login`, `/staff/set-password?key=` and
 * `/staff/{queue}`; never prerendered, out of search engines.
 */
export const Route = createFileRoute('/staff/$')({
  // Every scalar parameter, as text: `next` and `key` for the log-in and the invitation, a page's
  // filters (`?status=new&assignee=me`) for the page, which checks its own. Typed loosely: the
  // search of links to "." elsewhere is checked against every route's.
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(search)
        .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
        .map(([name, value]) => [name, String(value)]),
    ),
  loader: ({ params, location, context }) => staffGate(params._splat ?? '', location.href, context.store),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: StaffConsoleRoute,
});

function StaffConsoleRoute() {
  const { _splat: page = '' } = Route.useParams();
  const search = Route.useSearch();
  return <StaffConsole page={page} search={search as Record<string, string | undefined>} />;
}

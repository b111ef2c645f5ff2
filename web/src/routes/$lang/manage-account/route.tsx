import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ManageAccountLayout } from '@/features/accounts/components/manage-account-layout';
import { privatePageHead } from '@/lib/seo';

export const Route = createFileRoute('/$lang/manage-account')({
  head: ({ params }) => privatePageHead(params, '/manage-account', 'account.title'),
  component: ManageAccountRoute,
});

function ManageAccountRoute() {
  const { language } = Route.useRouteContext();
  return (
    <ManageAccountLayout language={language}>
      <Outlet />
    </ManageAccountLayout>
  );
}

import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ManageAccountLayout } from '@/features/accounts/components/manage-account-layout';

export const Route = createFileRoute('/$lang/manage-account')({
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

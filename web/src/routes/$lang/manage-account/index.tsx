import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/$lang/manage-account/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/manage-account/personal-detail', params, replace: true });
  },
});

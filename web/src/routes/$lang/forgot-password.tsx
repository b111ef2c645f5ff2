import { createFileRoute } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { authDialogAtom } from '@/lib/session/atoms';
import { ForgotPasswordPage } from '@/features/accounts/components/forgot-password-page';
import { privatePageHead } from '@/lib/seo';

/** The forgot-password flow as a page of its own (the dialog offers the same form). */
export const Route = createFileRoute('/$lang/forgot-password')({
  head: ({ params }) => privatePageHead(params, '/forgot-password', 'forgot.title'),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { language } = Route.useRouteContext();
  const openDialog = useSetAtom(authDialogAtom);
  return <ForgotPasswordPage language={language} onBackToLogin={() => openDialog('login')} />;
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ResetPasswordCompletion } from '@/features/accounts/components/key-pages';
import { verifyKeyParam } from '@/features/accounts/utils/verify-key';
import { privatePageHead } from '@/lib/seo';
import { searchParams } from '@/lib/url-params';

const resetPasswordSearch = searchParams({ 'verify-key': verifyKeyParam });

/** A new password from the reset mail's link: /{lang}/reset-password?verify-key= */
export const Route = createFileRoute('/$lang/reset-password')({
  head: ({ params }) => privatePageHead(params, '/reset-password', 'resetPassword.title'),
  validateSearch: resetPasswordSearch,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ResetPasswordCompletion
      language={language}
      verifyKey={search['verify-key']}
      onReset={() => void navigate({ to: '/$lang', params: { lang: language } })}
    />
  );
}

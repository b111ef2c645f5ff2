import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { verifyKeySchema } from '@stayvn/shared';
import { z } from 'zod';
import { ResetPasswordCompletion } from '@/features/accounts/components/key-pages';
import { privatePageHead } from '@/lib/seo';

const searchSchema = z.lazy(() =>
  z.object({ 'verify-key': verifyKeySchema.unwrap().shape.key.optional().catch(undefined) }),
);

/** A new password from the reset mail's link: /{lang}/reset-password?verify-key= */
export const Route = createFileRoute('/$lang/reset-password')({
  head: ({ params }) => privatePageHead(params, '/reset-password', 'resetPassword.title'),
  validateSearch: searchSchema,
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

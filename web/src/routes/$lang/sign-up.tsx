import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { verifyKeySchema } from '@stayvn/shared';
import { z } from 'zod';
import { SignUpCompletion } from '@/features/accounts/components/key-pages';
import { privatePageHead } from '@/lib/seo';

// `.catch`: a mangled link opens the expired page instead of the router's error page.
const searchSchema = z.lazy(() =>
  z.object({
    'verify-key': verifyKeySchema.unwrap().shape.key.optional().catch(undefined),
    email: z.string().optional().catch(undefined),
  }),
);

/** Sign-up completion, opened from the verification mail: /{lang}/sign-up?verify-key=&email= */
export const Route = createFileRoute('/$lang/sign-up')({
  head: ({ params }) => privatePageHead(params, '/sign-up', 'signUp.title'),
  validateSearch: searchSchema,
  component: SignUpPage,
});

function SignUpPage() {
  const { language } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignUpCompletion
      language={language}
      verifyKey={search['verify-key']}
      // Signed in automatically: the spec sends the new user home.
      onSignedUp={() => void navigate({ to: '/$lang', params: { lang: language } })}
    />
  );
}

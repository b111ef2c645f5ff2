import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { authAtom, authDialogAtom } from '@/lib/session/atoms';
import { SignUpCompletion } from '@/features/accounts/components/key-pages';
import { verifyKeyParam } from '@/features/accounts/utils/verify-key';
import { privatePageHead } from '@/lib/seo';
import { searchParams, stringParam } from '@/lib/url-params';

const signUpSearch = searchParams({ 'verify-key': verifyKeyParam, email: stringParam() });

/**
 * Sign-up completion, opened from the verification mail: /{lang}/sign-up?verify-key=&email=.
 * Without a key, /{lang}/sign-up starts sign-up: the e-mail step (the sign-up dialog) over home
 * (on arrival, not on the preload a hovered or focused link starts).
 */
export const Route = createFileRoute('/$lang/sign-up')({
  head: ({ params }) => privatePageHead(params, '/sign-up', 'signUp.title'),
  validateSearch: signUpSearch,
  beforeLoad: ({ context: { store }, params, search, preload }) => {
    if ('verify-key' in search) return;
    if (!preload && store.get(authAtom) === null) store.set(authDialogAtom, 'sign-up');
    throw redirect({ to: '/$lang', params: { lang: params.lang }, replace: true });
  },
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

import type { Language } from '@stayvn/shared';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import { withAllMessages } from '@/i18n';
import { authDialogAtom } from '@/lib/session/atoms';

const AuthDialog = lazy(
  withAllMessages(() => import('./auth-dialog').then((module) => ({ default: module.AuthDialog }))),
);

/**
 * The login, sign-up and forgot-password dialog, loaded the first time something opens it
 * (its forms are not needed to show a page), then kept mounted so it opens and closes as usual.
 */
export function LazyAuthDialog({ language }: { language: Language }) {
  const view = useAtomValue(authDialogAtom);
  const [wanted, setWanted] = useState(view !== null);
  if (view !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog language={language} />
    </Suspense>
  );
}

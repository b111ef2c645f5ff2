import { createFileRoute, redirect } from '@tanstack/react-router';
import { authAtom, authDialogAtom } from '@/lib/session/atoms';

/**
 * /{lang}/login (spec §2.2): the login dialog over home. A visitor already signed in just
 * goes home. A preload (the router's, when a link to this page is hovered or focused) opens
 * nothing: only arriving here does.
 */
export const Route = createFileRoute('/$lang/login')({
  beforeLoad: ({ context: { store }, params, preload }) => {
    if (!preload && store.get(authAtom) === null) store.set(authDialogAtom, 'login');
    throw redirect({ to: '/$lang', params: { lang: params.lang }, replace: true });
  },
});

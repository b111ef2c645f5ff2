import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { StoredAuth } from '@/lib/session/schemas';
import { authStorage, authStorageKey } from '@/lib/session/auth-storage';

/** The signed-in user and access token, or null; persisted under `authUserData`. */
export const authAtom = atomWithStorage<StoredAuth | null>(authStorageKey, null, authStorage(), {
  getOnInit: true,
});

export type AuthDialogView = 'login' | 'sign-up' | 'forgot-password';

/** Which of the three switching account dialogs is open, if any. */
export const authDialogAtom = atom<AuthDialogView | null>(null);

export type AuthNotice = 'social-failed' | 'signed-out';

/** A short-lived message about the session shown at the top of the page. */
export const authNoticeAtom = atom<AuthNotice | null>(null);

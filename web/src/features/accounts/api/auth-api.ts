import type {
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  SignUpEmailInput,
  SignUpInput,
} from '@stayvn/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { apiSend } from '@/lib/api-client';
import { authAtom } from '@/lib/session/atoms';
import type { Session } from '@/lib/session/schemas';
import { storedAuthFrom } from '@/lib/session/stored-auth';
import { mergeLocalLikes } from './merge-local-likes';

const auth = { method: 'POST', withCredentials: true } as const;

const schemas = () => import('./schemas');
const sessionSchema = () => schemas().then((module) => module.sessionSchema);
const verifiedEmailSchema = () => schemas().then((module) => module.verifiedEmailSchema);
const signUpEmailResultSchema = () => schemas().then((module) => module.signUpEmailResultSchema);
const forgotPasswordResultSchema = () => schemas().then((module) => module.forgotPasswordResultSchema);

export const login = (input: LoginInput) =>
  apiSend('/v1/auth/login', { ...auth, body: input, schema: sessionSchema });

export const requestSignUpEmail = (input: SignUpEmailInput) =>
  apiSend('/v1/auth/sign-up/email', { ...auth, body: input, schema: signUpEmailResultSchema });

export const verifySignUpKey = (key: string) =>
  apiSend('/v1/auth/sign-up/verify', { ...auth, body: { key }, schema: verifiedEmailSchema });

export const signUp = (input: SignUpInput & { rememberMe: boolean }) =>
  apiSend('/v1/auth/sign-up', { ...auth, body: input, schema: sessionSchema });

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiSend('/v1/auth/password/forgot', { ...auth, body: input, schema: forgotPasswordResultSchema });

export const verifyResetKey = (key: string) =>
  apiSend('/v1/auth/password/verify', { ...auth, body: { key }, schema: verifiedEmailSchema });

export const resetPassword = (input: ResetPasswordInput) =>
  apiSend('/v1/auth/password/reset', { ...auth, body: input, schema: sessionSchema });

// Verifying a key does not use it up, so the answer can be kept for the visit; a retry
// would only repeat a 400 (expired) or hit the rate limit.
export const signUpKeyQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['accounts', 'sign-up-key', key],
    queryFn: () => verifySignUpKey(key),
    staleTime: Infinity,
    retry: false,
  });

export const resetKeyQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['accounts', 'reset-key', key],
    queryFn: () => verifyResetKey(key),
    staleTime: Infinity,
    retry: false,
  });

/** Stores a new session, forgets what the previous user's queries held, and merges the local likes. */
function useStartSession() {
  const store = useStore();
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.removeQueries({ queryKey: ['me'] });
    queryClient.removeQueries({ queryKey: ['favourites'] });
    const auth = storedAuthFrom(session);
    store.set(authAtom, auth);
    void mergeLocalLikes(store, auth.token.accessToken, queryClient);
  };
}

export function useLogin() {
  const start = useStartSession();
  const setAuth = useSetAtom(authAtom);
  return useMutation({
    mutationFn: login,
    onSuccess: start,
    // The spec: a failed login clears the token and user info.
    onError: () => setAuth(null),
  });
}

export function useRequestSignUpEmail() {
  return useMutation({ mutationFn: requestSignUpEmail });
}

export function useSignUp() {
  const start = useStartSession();
  return useMutation({ mutationFn: signUp, onSuccess: start });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  const start = useStartSession();
  // The spec stores a session from a reset with rememberMe false, whatever came before.
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (session) => start({ ...session, rememberMe: false }),
  });
}

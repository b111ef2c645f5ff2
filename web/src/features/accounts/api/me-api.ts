import type { ChangePasswordInput, ProfileInput } from '@stayvn/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { apiSend } from '@/lib/api-client';
import type { AppStore } from '@/lib/store';
import { authAtom } from '@/lib/session/atoms';
import type { User } from '@/lib/session/schemas';
import { withAccessToken } from '@/lib/session/access-token';

const userSchema = () => import('./schemas').then((module) => module.userSchema);

export const meQueryOptions = (store: AppStore, userId: string) =>
  queryOptions({
    queryKey: ['me', userId],
    queryFn: () =>
      withAccessToken(store, (accessToken) =>
        apiSend('/v1/me', { method: 'GET', accessToken, schema: userSchema }),
      ),
  });

/** The signed-in user's profile, fresh from the service (the stored copy may be old). */
export function useMe() {
  const store = useStore();
  const auth = useAtomValue(authAtom);
  return useQuery({
    ...meQueryOptions(store, auth?.userInfo.id ?? ''),
    enabled: auth !== null,
    placeholderData: auth?.userInfo,
  });
}

/** Keeps the header's copy (authUserData.userInfo) and the profile query in step. */
function useUserSaved() {
  const store = useStore();
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(['me', user.id], user);
    const auth = store.get(authAtom);
    if (auth) store.set(authAtom, { ...auth, userInfo: user });
  };
}

export function useUpdateProfile() {
  const store = useStore();
  const saved = useUserSaved();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      withAccessToken(store, (accessToken) =>
        apiSend('/v1/me', { method: 'PATCH', accessToken, body: input, schema: userSchema }),
      ),
    onSuccess: saved,
  });
}

export function useUploadAvatar() {
  const store = useStore();
  const saved = useUserSaved();
  return useMutation({
    mutationFn: (file: File) =>
      withAccessToken(store, (accessToken) => {
        // A new FormData per attempt: the retry after a refresh sends the file again.
        const body = new FormData();
        body.append('avatar', file);
        return apiSend('/v1/me/avatar', { method: 'POST', accessToken, body, schema: userSchema });
      }),
    onSuccess: saved,
  });
}

export function useChangePassword() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      withAccessToken(store, (accessToken) =>
        apiSend('/v1/me/password', { method: 'POST', accessToken, body: input }),
      ),
  });
}

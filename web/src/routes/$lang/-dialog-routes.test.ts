import { isRedirect } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { authAtom, authDialogAtom } from '@/lib/session/atoms';
import { Route as LoginRoute } from './login';
import { Route as SignUpRoute } from './sign-up';

type BeforeLoad = (options: {
  context: { store: ReturnType<typeof createStore> };
  params: { lang: string };
  search: Record<string, unknown>;
  preload: boolean;
}) => unknown;

/** Runs a route's beforeLoad as the router would, and returns the dialog it left open. */
function arrive(beforeLoad: unknown, preload: boolean) {
  const store = createStore();
  store.set(authAtom, null);
  let thrown: unknown;
  try {
    (beforeLoad as BeforeLoad)({ context: { store }, params: { lang: 'en' }, search: {}, preload });
  } catch (error) {
    thrown = error;
  }
  expect(isRedirect(thrown)).toBe(true);
  return store.get(authDialogAtom);
}

// The header's "Log in" and "Sign up" are links to these pages: the router preloads a link's
// page when it is hovered or focused, and a dialog must not open then (it did when focus came
// back to "Log in" after the dialog closed).
describe('the log-in and sign-up pages', () => {
  it('open their dialog over home on arrival', () => {
    expect(arrive(LoginRoute.options.beforeLoad, false)).toBe('login');
    expect(arrive(SignUpRoute.options.beforeLoad, false)).toBe('sign-up');
  });

  it('open nothing when the router only preloads them', () => {
    expect(arrive(LoginRoute.options.beforeLoad, true)).toBeNull();
    expect(arrive(SignUpRoute.options.beforeLoad, true)).toBeNull();
  });
});

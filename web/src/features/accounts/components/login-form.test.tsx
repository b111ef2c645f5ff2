// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { fieldErrorAnswer } from '@/test/api-answers';
import { authAtom } from '@/lib/session/atoms';
import { sessionBody } from '@/test/http-peer';
import { renderApp } from '@/test/render-app';
import { LoginForm } from './login-form';

type Sent = { path: string; body: unknown; authorization: string | null; credentials: RequestCredentials };
const sent: Sent[] = [];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function answer(path: string, respond: () => Response) {
  server.use(
    http.post(`${config.apiUrl}${path}`, async ({ request }) => {
      sent.push({
        path,
        body: await request.json(),
        authorization: request.headers.get('authorization'),
        credentials: request.credentials,
      });
      return respond();
    }),
  );
}

async function renderLogin(language: 'en' | 'jp' = 'en') {
  const onDone = vi.fn();
  const app = await renderApp(<LoginForm language={language} onSwitch={vi.fn()} onDone={onDone} />, {
    language,
  });
  return { ...app, onDone };
}

describe('LoginForm', { timeout: 30_000 }, () => {
  it('signs in: the session is stored, the local likes merged and the dialog told', async () => {
    answer('/v1/auth/login', () => HttpResponse.json(sessionBody('fresh-token', 1_900_000_000, true)));
    answer('/v1/me/favourites/merge', () => HttpResponse.json({ ids: [] }));
    const { user, store, onDone } = await renderLogin();

    await user.type(screen.getByLabelText(/Email/), 'mai@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({
      path: '/v1/auth/login',
      body: { email: 'mai@example.com', password: 'correct horse', rememberMe: true },
      credentials: 'include',
    });
    expect(store.get(authAtom)).toMatchObject({
      rememberMe: true,
      token: { accessToken: 'fresh-token' },
      userInfo: { email: 'mai@example.com' },
    });
    await waitFor(() => expect(sent.map((request) => request.path)).toContain('/v1/me/favourites/merge'));
    expect(sent[1]?.authorization).toBe('Bearer fresh-token');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it("shows the service's field error in the page language, and nobody is signed in", async () => {
    answer('/v1/auth/login', () => fieldErrorAnswer('email', 'err_email_format'));
    const { user, store, onDone } = await renderLogin('jp');

    await user.type(screen.getByLabelText(/メールアドレス/), 'mai@example.com');
    await user.type(screen.getByLabelText(/パスワード/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('正しいメールアドレスを入力してください。')).toBeTruthy();
    expect(screen.getByTestId('login-error').textContent).toBe(
      '問題が発生しました。しばらくしてからもう一度お試しください。',
    );
    // The field stays in error until it is edited: the form cannot be sent again as it is.
    expect(screen.getByRole('button', { name: 'ログイン' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(store.get(authAtom)).toBeNull();
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { refreshCookieName, sessionSchema, type Language, type Session } from '@stayvn/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import { build } from './build.js';
import { linkIn, startSmtpPeer, type SmtpPeer } from './smtp-peer.js';

export const webUrl = 'https://stayvn.test';
export const publicUrl = 'https://api.stayvn.test';
export const strongPassword = 'Harbour-view7';

export interface AccountsTestbed {
  app: FastifyInstance;
  smtp: SmtpPeer;
  /** The file store's folder; avatars are under `avatars/`. */
  storageDir: string;
  avatarDir: string;
}

/**
 * The service with mail going to a real local SMTP server and uploaded files to a temporary folder;
 * everything is closed after the file's tests.
 */
export async function buildAccounts(env: Record<string, string | undefined> = {}): Promise<AccountsTestbed> {
  const smtp = await startSmtpPeer();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'stayvn-files-'));
  const avatarDir = path.join(storageDir, 'avatars');
  afterAll(async () => {
    await smtp.close();
    await rm(storageDir, { recursive: true, force: true });
  });
  const app = await build({
    SMTP_URL: smtp.url,
    WEB_URL: webUrl,
    PUBLIC_URL: publicUrl,
    STORAGE_DIR: storageDir,
    MAIL_FROM: 'StayVN <no-reply@stayvn.test>',
    // Generous, so only the rate-limit tests meet the limits.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    AUTH_RATE_LIMIT_PER_USER: '1000',
    ...env,
  });
  return { app, smtp, storageDir, avatarDir };
}

export interface CookieSeen {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
  expires?: Date;
}

export function refreshCookieOf(response: LightMyRequestResponse): CookieSeen | undefined {
  return (response.cookies as CookieSeen[]).find((cookie) => cookie.name === refreshCookieName);
}

export const withRefresh = (token: string) => ({ [refreshCookieName]: token });
export const bearer = (session: Session | string) => ({
  authorization: `Bearer ${typeof session === 'string' ? session : session.accessToken}`,
});

let counter = 0;
/** A fresh address per call, so tests never share an account by accident. */
export function newEmail(label = 'guest'): string {
  counter += 1;
  return `${label}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Step 1 of sign-up, then the key from the link of the mail that arrived. */
export async function signUpKey(
  { app, smtp }: AccountsTestbed,
  email: string,
  language: Language = 'en',
): Promise<string> {
  const seen = smtp.countTo(email);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/email',
    payload: { email, language },
  });
  expect(response.json()).toEqual({ result: 0 });
  const link = linkIn(await smtp.nextTo(email, seen), `${webUrl}/${language}/sign-up?`);
  return link.searchParams.get('verify-key')!;
}

export interface SignedIn {
  session: Session;
  refreshToken: string;
  email: string;
  password: string;
}

/** A whole e-mail sign-up through the API and the mail, ending logged in. */
export async function signUp(
  testbed: AccountsTestbed,
  options: { email?: string; password?: string; fullName?: string; rememberMe?: boolean } = {},
): Promise<SignedIn> {
  const email = options.email ?? newEmail();
  const password = options.password ?? strongPassword;
  const key = await signUpKey(testbed, email);
  const response = await testbed.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up',
    payload: {
      verifyKey: key,
      fullName: options.fullName ?? 'Nguyen Van An',
      password,
      confirmPassword: password,
      rememberMe: options.rememberMe ?? false,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    session: sessionSchema.parse(response.json()),
    refreshToken: refreshCookieOf(response)!.value,
    email,
    password,
  };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberMe = false,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password, rememberMe },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    session: sessionSchema.parse(response.json()),
    refreshToken: refreshCookieOf(response)!.value,
    email,
    password,
  };
}

import { describe, expect, it } from 'vitest';
import {
  oauthStartQuerySchema,
  returnToSchema,
  sessionSchema,
  signUpRequestSchema,
  verifyKeySchema,
} from './schemas/auth.js';

describe('returnTo', () => {
  it('defaults to the home page', () => {
    expect(returnToSchema.parse(undefined)).toBe('/');
  });
  it('keeps a path of the site with its query', () => {
    expect(returnToSchema.parse('/apartments/abc?tab=2')).toBe('/apartments/abc?tab=2');
  });
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'apartments', '/a b'])(
    'refuses %s, which could leave the site',
    (value) => {
      expect(returnToSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('OAuth start query', () => {
  it('defaults to English and the home page', () => {
    expect(oauthStartQuerySchema.parse({})).toEqual({ language: 'en', returnTo: '/' });
  });
  it('refuses an unknown language', () => {
    expect(oauthStartQuerySchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});

describe('verify key', () => {
  it('reports an empty key as an expired link', () => {
    const result = verifyKeySchema.safeParse({ key: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('msg_URL_expired');
  });
});

describe('session', () => {
  it('needs a whole user', () => {
    const user = {
      id: '5b0c6a9e-8a58-4df3-9d0a-0f3d2f1f0c11',
      email: 'guest@example.com',
      fullName: 'Guest',
      phoneNumber: null,
      companyName: null,
      gender: null,
      nationality: null,
      address: null,
      avatarUrl: null,
    };
    const session = { accessToken: 'x', accessTokenExpiresAt: 1, rememberMe: false, user };
    expect(sessionSchema.parse(session)).toEqual(session);
    expect(sessionSchema.safeParse({ ...session, user: { ...user, gender: 'other' } }).success).toBe(false);
  });
});

describe('sign-up request', () => {
  const form = { verifyKey: 'k', fullName: 'An', password: 'secret!1', confirmPassword: 'secret!1' };
  it('defaults rememberMe to false', () => {
    expect(signUpRequestSchema.parse(form).rememberMe).toBe(false);
  });
  it('keeps the form rule that both passwords match', () => {
    const result = signUpRequestSchema.safeParse({ ...form, confirmPassword: 'secret!2' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'msg_password_mismatch',
    });
  });
});

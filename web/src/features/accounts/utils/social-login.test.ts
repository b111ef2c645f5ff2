import { describe, expect, it } from 'vitest';
import { imageFileProblem } from '@/lib/image-file';
import { socialLoginReturn, socialStartUrl } from './social-login';

describe('socialStartUrl', () => {
  it('passes the language and the path without its language segment', () => {
    const url = new URL(
      socialStartUrl('http://api.test', 'google', 'jp', '/jp/manage-account/personal-detail'),
    );
    expect(url.origin + url.pathname).toBe('http://api.test/v1/auth/oauth/google/start');
    expect(url.searchParams.get('language')).toBe('jp');
    expect(url.searchParams.get('returnTo')).toBe('/manage-account/personal-detail');
  });

  it('returns to / from the home page and never to another host', () => {
    expect(
      new URL(socialStartUrl('http://api.test', 'facebook', 'en', '/en')).searchParams.get('returnTo'),
    ).toBe('/');
    expect(
      new URL(socialStartUrl('http://api.test', 'facebook', 'en', '/en//evil.test')).searchParams.get(
        'returnTo',
      ),
    ).toBe('/');
  });
});

describe('socialLoginReturn', () => {
  it('reads only the two documented values', () => {
    expect(socialLoginReturn({ login: 'social' })).toBe('social');
    expect(socialLoginReturn({ login: 'social-failed' })).toBe('social-failed');
    expect(socialLoginReturn({ login: 'other' })).toBeUndefined();
    expect(socialLoginReturn({})).toBeUndefined();
  });
});

describe('imageFileProblem', () => {
  it('accepts the spec image types under 2.5 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 2_499_999 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/png', size: 10 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/tiff', size: 10 })).toBeUndefined();
  });

  it('rejects other types and files of 2.5 MB or more', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 2_500_000 })).toBe('file_image_maximum');
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBe('file_image_maximum');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('file_image_maximum');
  });
});

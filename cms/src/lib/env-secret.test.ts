import { afterEach, describe, expect, it } from 'vitest';
import { envSecret, envSecretList } from './env-secret';

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
});

describe('envSecret', () => {
  it('uses the development default outside production', () => {
    process.env.NODE_ENV = 'development';
    delete process.env.STAYVN_TEST_SECRET;
    expect(envSecret('STAYVN_TEST_SECRET', 'dev-value')).toBe('dev-value');
  });

  it('prefers the environment value', () => {
    process.env.NODE_ENV = 'production';
    process.env.STAYVN_TEST_SECRET = 'real-value';
    expect(envSecret('STAYVN_TEST_SECRET', 'dev-value')).toBe('real-value');
  });

  it('stops in production with a message naming the missing variable', () => {
    process.env.NODE_ENV = 'production';
    process.env.STAYVN_TEST_SECRET = '  ';
    expect(() => envSecret('STAYVN_TEST_SECRET', 'dev-value')).toThrow(
      /STAYVN_TEST_SECRET.*NODE_ENV=production/,
    );
  });

  it('splits lists such as APP_KEYS', () => {
    process.env.STAYVN_TEST_KEYS = 'a, b,,c';
    expect(envSecretList('STAYVN_TEST_KEYS', ['x'])).toEqual(['a', 'b', 'c']);
  });
});

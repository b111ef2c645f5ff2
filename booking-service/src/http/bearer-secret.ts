import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries `Bearer <expected>`. Hashing first gives equal-length
 * inputs, so the comparison leaks neither content nor length.
 */
export function hasBearerSecret(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!.trim()), digest(expected));
}

import { randomBytes } from 'node:crypto';
import { staffRecoveryCodeCount } from '@stayvn/shared';
import { hashSecret } from '../accounts/secrets.js';

// Crockford's base32: no I, L, O or U to misread.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 80 random bits as XXXX-XXXX-XXXX-XXXX: a fast hash of it cannot be reversed. */
function recoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let index = 0; index < 16; index += 1) {
    text = alphabet[Number(bits & 31n)]! + text;
    bits >>= 5n;
  }
  return text.match(/.{4}/g)!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: staffRecoveryCodeCount }, recoveryCode);
}

/** What is stored of a recovery code: case, spaces and hyphens as typed do not matter. */
export function hashRecoveryCode(code: string): string {
  return hashSecret(code.toUpperCase().replace(/[^0-9A-Z]/g, ''));
}

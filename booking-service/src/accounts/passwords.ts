import { hash, verify } from '@node-rs/argon2';

// The package's `Algorithm` is a const enum, which isolated modules cannot inline: 2 is Argon2id.
const argon2id = 2;
// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20 ms here, slow for a cracker.
const argon2Options = { algorithm: argon2id as never, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed hash is a wrong password, not a server error.
    return false;
  }
}

// Verified against when the e-mail is unknown, so that a login takes as long either way.
let dummyHash: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummyHash, password);
}

function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
}

function toggleFirstLetter(text: string): string {
  const first = text.charAt(0);
  const toggled = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  return toggled + text.slice(1);
}

/**
 * The old passwords that make `candidate` "too similar" (msg_password_similar). Only the old
 * password's argon2 hash is stored, so similarity is decided by verifying a small, fixed set of
 * variants of the new password against it. The new password is too similar when the old one
 * was the same:
 * - ignoring case (all lower, all upper, swapped case, first letter toggled);
 * - ignoring surrounding whitespace;
 * - up to its trailing number: without it, or with the number one lower or one higher
 *   (`Summer!2024` after `Summer!2023` or `Summer!`), or with a `1` added when it has none;
 * - without its last character (`secret!1x` after `secret!1`).
 * At most a dozen verifications (about 20 ms each), only for a holder of a valid reset key.
 */
export function similarPasswordVariants(candidate: string): string[] {
  const variants = new Set<string>();
  const add = (value: string) => {
    if (value.length > 0) variants.add(value);
  };
  const trimmed = candidate.trim();
  add(candidate);
  add(trimmed);
  add(trimmed.toLowerCase());
  add(trimmed.toUpperCase());
  add(swapCase(trimmed));
  add(toggleFirstLetter(trimmed));
  const trailingNumber = /^(.*?)(\d+)$/.exec(trimmed);
  if (trailingNumber) {
    const [, base = '', digits = ''] = trailingNumber;
    const value = BigInt(digits);
    const width = digits.length;
    add(base);
    add(base + (value + 1n).toString().padStart(width, '0'));
    if (value > 0n) add(base + (value - 1n).toString().padStart(width, '0'));
  } else {
    add(`${trimmed}1`);
  }
  add(trimmed.slice(0, -1));
  return [...variants];
}

/** A password as the case-blind check sees it: trimmed, lower-cased. */
function foldCase(password: string): string {
  return password.trim().toLowerCase();
}

/**
 * The two hashes stored for an account's password: the password's own, and its case-folded
 * one, which lets a reset refuse any case-only change (`Stay-Home1!` after `sTAY-hOME1!`);
 * the variants below can only try a few of the 2^n ways to change a password's case.
 */
export async function hashAccountPassword(
  password: string,
): Promise<{ passwordHash: string; passwordFoldHash: string }> {
  const [passwordHash, passwordFoldHash] = await Promise.all([
    hashPassword(password),
    hashPassword(foldCase(password)),
  ]);
  return { passwordHash, passwordFoldHash };
}

/**
 * True when the old password (known only by its hashes) is a variant of the new one: the same
 * ignoring case and surrounding spaces (by the fold hash, when the account has one), or one of
 * `similarPasswordVariants`.
 */
export async function isTooSimilar(
  old: { passwordHash: string; passwordFoldHash: string | null },
  candidate: string,
): Promise<boolean> {
  if (old.passwordFoldHash && (await verifyPassword(old.passwordFoldHash, foldCase(candidate)))) return true;
  for (const variant of similarPasswordVariants(candidate)) {
    if (await verifyPassword(old.passwordHash, variant)) return true;
  }
  return false;
}

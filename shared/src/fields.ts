/**
 * Field rules of the spec (section 5 of the screens document, section 9 of the constants).
 * The zod fields that apply them are in schemas/fields.ts.
 */
export const limits = {
  email: 255,
  ownerEmail: 191,
  loginPassword: 48,
  passwordMin: 8,
  passwordMax: 48,
  signUpFullName: 25,
  contactFullName: 255,
  ownerFullName: 191,
  phoneMin: 7,
  phoneMax: 15,
  companyName: 255,
  keyword: 255,
  ownerAddress: 191,
  ownerDescription: 500,
  ownerLeasePriceDigits: 10,
  reviewContent: 1500,
  reviewImages: 5,
  ownerImages: 10,
  imageBytes: 2_500_000,
  /** The key of an e-mailed link (sign-up, password reset). */
  verifyKey: 200,
} as const;

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/bmp'] as const;

/** A run of the characters an address may hold between its dots. */
const addressAtom = String.raw`[^\s@,;<>()"[\]:\\.]+`;

/**
 * A label of a domain name: letters of any language (internationalised domains), digits and
 * hyphens. `&`, `{` and the like can be no host's name, and mail servers refuse the recipient:
 * the outbox would only learn it after the request answered (the fuzz suite's `YD\`-@xmrGppH&.{2my`).
 */
const domainLabel = String.raw`[\p{L}\p{M}\p{N}-]+`;

/**
 * Deliberately plain: one @, no spaces, a dot in the domain part; the server's mail is the proof.
 * Dots only between characters, on both sides of the @ (issue 31): none leading, trailing
 * (`a@example.com.`) or doubled (`a..b@example.com`), which mail servers refuse.
 * None of the characters that mail headers read as syntax (RFC 5322 specials: `,` and `;` end an
 * address, `<>` `()` `"` `[]` `:` `\` belong to display names, comments and groups): with them a
 * mail library reads the one address as a list or a name, and the mail server refuses the
 * recipient (the fuzz suite found sign-up answering 500 for `a,b<c@d.e`, issue 20).
 */
export const emailPattern = new RegExp(
  `^${addressAtom}(?:\\.${addressAtom})*@${domainLabel}(?:\\.${domainLabel})+$`,
  'u',
);

/** The spec: digits, plus, slash and hyphen only. */
export const phoneCharacters = /^[0-9+/-]*$/;

/** Keeps only what a phone input accepts, as the contact modal does while typing. */
export function keepPhoneCharacters(input: string): string {
  return input.replace(/[^0-9+/-]/g, '');
}

/**
 * What no text field takes (issue 20, finding 1): C0 controls other than tab, line feed and
 * carriage return, DEL, the C1 controls, and lone surrogate halves (no character at all: they
 * cannot be stored as UTF-8). A NUL used to reach the database, which refused it with a 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/**
 * Invisible characters that change how an address reads without changing how it looks: bidi
 * embeddings, overrides and isolates, zero-width spaces and joiners, word joiners, the BOM.
 */
const invisibleFormatCharacters = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** True when a text holds only characters a person could have meant to type. */
export function isCleanText(value: string): boolean {
  return !controlCharacters.test(value);
}

/** True when an e-mail address holds neither control nor invisible formatting characters. */
export function isCleanEmail(value: string): boolean {
  return isCleanText(value) && !invisibleFormatCharacters.test(value);
}

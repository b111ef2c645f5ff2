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

/** Deliberately plain: one @, no spaces, a dot in the domain part; the server's mail is the proof. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec: digits, plus, slash and hyphen only. */
export const phoneCharacters = /^[0-9+/-]*$/;

/** Keeps only what a phone input accepts, as the contact modal does while typing. */
export function keepPhoneCharacters(input: string): string {
  return input.replace(/[^0-9+/-]/g, '');
}

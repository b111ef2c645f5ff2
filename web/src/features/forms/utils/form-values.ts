import { formatNumber, imageCountLimits, limits } from '@stayvn/shared';
import type { IntlShape } from 'react-intl';

type FieldValue = string | number | boolean | null | undefined;

/**
 * A form with images as multipart: every text field that has a value, then the images in the
 * service's `images` field. Empty fields are left out (the schemas read them as absent).
 */
export function toFormData(fields: Record<string, FieldValue>, images: readonly Blob[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    data.append(name, String(value));
  }
  for (const image of images) data.append('images', image);
  return data;
}

/** The digits of a typed lease price (spec §5: at most 10), without leading zeros. */
export function leasePriceDigits(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, limits.ownerLeasePriceDigits);
}

/**
 * The lease price as shown: its digits grouped with commas, as every price of the site is in
 * every language (spec §9; issue 31).
 */
export function formatLeasePrice(digits: string): string {
  return digits === '' ? '' : formatNumber(Number(digits));
}

/**
 * The images a picker keeps when more are chosen: the ones it had, then the new ones up to the
 * form's count; `refused` says whether any was left out, by type, size or count.
 */
export function addImages<T>(
  kept: readonly T[],
  chosen: readonly T[],
  max: number,
  problem: (file: T) => string | undefined,
): { images: T[]; refused: 'type' | 'count' | undefined } {
  const acceptable = chosen.filter((file) => problem(file) === undefined);
  const room = Math.max(0, max - kept.length);
  const refused = acceptable.length < chosen.length ? 'type' : acceptable.length > room ? 'count' : undefined;
  return { images: [...kept, ...acceptable.slice(0, room)], refused };
}

/** The text of `file_image_maximum` for a form that takes up to `max` images (spec §5). */
export function imagesProblemText(intl: IntlShape, max: number): string {
  return intl.formatMessage({ id: 'forms.images.invalid' }, { max });
}

export { imageCountLimits };

import { isLanguage } from '@stayvn/shared';
import { firstSegment } from './resolve-language';

/**
 * The spec hides the city picker on payment-summary paths: the city of a booking is the
 * apartment's, not a preference. Works with or without the language segment.
 */
export function hidesCityPicker(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const rest = isLanguage(firstSegment(pathname)) ? segments.slice(1) : segments;
  return rest[0] === 'payment-summary';
}

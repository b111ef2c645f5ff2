import type { Language } from '@stayvn/shared';
import { format, isValid, parseISO } from 'date-fns';
import { enUS, ja, vi } from 'date-fns/locale';

/**
 * The spec's date formats (§9): en "Do MMMM YYYY" (search boxes "MMM d, yyyy"), jp
 * year-month-day, vi DD/MM/YYYY. Written in date-fns tokens.
 */
const patterns = {
  long: { en: 'do MMMM yyyy', jp: 'yyyy年M月d日', vi: 'dd/MM/yyyy' },
  search: { en: 'MMM d, yyyy', jp: 'yyyy年M月d日', vi: 'dd/MM/yyyy' },
} as const satisfies Record<string, Record<Language, string>>;

const locales = { en: enUS, jp: ja, vi } as const;

export type DateStyle = keyof typeof patterns;

/**
 * Formats an ISO date (`2026-11-22`) or date-time in the language's format. A calendar date is
 * read as that day wherever the browser is; an unreadable value comes back as it was.
 */
export function formatDate(value: string | Date, language: Language, style: DateStyle = 'long'): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  if (!isValid(date)) return String(value);
  return format(date, patterns[style][language], { locale: locales[language] });
}

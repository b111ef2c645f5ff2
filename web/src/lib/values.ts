/**
 * Readers of values the app does not control (URL parameters, browser storage) that run when a
 * page starts, where zod must not be loaded (it is in the `schemas` chunk, vite.config.ts). A
 * reader gives the value it accepts, or undefined for anything else: it never throws. Each one
 * keeps the rule of the zod schema it stands for, named beside it.
 */
export type Reader<T> = (value: unknown) => T | undefined;

/** What a reader gives for the values it accepts. */
export type ReadOf<R> = R extends Reader<infer T> ? T : never;

/** A booking-service or CMS document id as URLs and storage carry it. */
export const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** `z.number()`: a finite number, nothing converted. */
export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** `z.coerce.number()`: `Number(value)` when that is finite (so `''` and `null` read as 0). */
export function toNumber(value: unknown): number | undefined {
  try {
    return finiteNumber(Number(value));
  } catch {
    // A symbol, or an object whose conversion throws.
    return undefined;
  }
}

/** `z.coerce.number().int().min(min).max(max)`. */
export function integerIn(min: number, max: number): Reader<number> {
  return (value) => {
    const number = toNumber(value);
    return number !== undefined && Number.isInteger(number) && number >= min && number <= max
      ? number
      : undefined;
  };
}

/** `z.enum(choices)` / `z.literal(choices)`: one of the choices, as it is. */
export function oneOf<const T extends readonly (string | number)[]>(choices: T): Reader<T[number]> {
  return (value) => choices.find((choice) => choice === value);
}

/** `z.coerce.number().pipe(z.union(literals))`: `Number(value)`, one of the choices. */
export function numberOf<const T extends readonly number[]>(choices: T): Reader<T[number]> {
  const choice = oneOf(choices);
  return (value) => choice(toNumber(value));
}

export type TextRule = { min?: number; max?: number; trim?: boolean; pattern?: RegExp };

/** `z.string()` with `.trim()` first, then `.min()`, `.max()` and `.regex()`: strings only. */
export function textOf({ min = 0, max = Infinity, trim = false, pattern }: TextRule = {}): Reader<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const text = trim ? value.trim() : value;
    return text.length >= min && text.length <= max && (!pattern || pattern.test(text)) ? text : undefined;
  };
}

export const anyText = textOf();

export function boolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** `.nullable()`: null, or what `read` accepts. */
export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : read(value));
}

/**
 * `z.object(shape)`: an object (not an array) whose every key passes its reader, rebuilt from
 * those keys only (others are left out, as zod strips them). A key that fails fails it all.
 */
export function record<S extends Record<string, Reader<unknown>>>(
  shape: S,
): Reader<{ [K in keyof S]: ReadOf<S[K]> }> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const read = shape[key]!(source[key]);
      if (read === undefined) return undefined;
      result[key] = read;
    }
    return result as { [K in keyof S]: ReadOf<S[K]> };
  };
}

import { finiteNumber, integerIn, numberOf, oneOf, textOf, toNumber, type TextRule } from './values';

/*
 * Search and path parameters of the route tree, without zod: every route's `validateSearch` and
 * `params.parse` runs when the app starts (zod is in the `schemas` chunk, vite.config.ts).
 *
 * The router parses each search value as JSON when it can: `?pageIndex=2` arrives as the number
 * 2, `?home=true` as true, `?keyword=tower` as the string. Search parameters are lenient: a
 * broken value reads as undefined (or its default), never as the router's error page.
 */

declare const linkInput: unique symbol;

/**
 * One search parameter: what the page reads from a raw value (`O`, undefined when absent or
 * broken) and, for the type checker only, what links to the page may pass (`I`).
 */
export type SearchParam<I, O> = ((value: unknown) => O) & { readonly [linkInput]: I };

/** A search parameter reading with `read`; links may pass `I`. */
export function searchParam<I, O>(read: (value: unknown) => O): SearchParam<I, O> {
  return read as SearchParam<I, O>;
}

/** A string, or a number as its text (`?keyword=1` arrives as a number). */
export const textParam = searchParam<string | number | undefined, string | undefined>((value) =>
  typeof value === 'string' ? value : finiteNumber(value)?.toString(),
);

/** A string only, checked by `rule` (a number the router made of the value is dropped). */
export function stringParam(rule: TextRule = {}) {
  return searchParam<string | undefined, string | undefined>(textOf(rule));
}

/** Any finite number, from a number or its text (`''` and `null` read as 0). */
export const numberParam = searchParam<unknown, number | undefined>(toNumber);

/** A whole number from `min` to `max`, from a number or its text. */
export function integerParam(min: number, max: number) {
  return searchParam<unknown, number | undefined>(integerIn(min, max));
}

/** One of `choices`, as it is. */
export function choiceParam<const T extends readonly string[]>(choices: T) {
  return searchParam<T[number] | undefined, T[number] | undefined>(oneOf(choices));
}

/** One of the numbers `choices`, from a number or its text. */
export function numberChoiceParam<const T extends readonly number[]>(choices: T) {
  return searchParam<unknown, T[number] | undefined>(numberOf(choices));
}

/**
 * The spec's `?home` (links from the home page; the trail then skips the section): present with
 * any value but an explicit false. `?home=false` reads as absent, so it leaves the address's
 * search state, and the links built from it, without a `home`.
 */
export const homeFlagParam = searchParam<unknown, true | undefined>((value) =>
  value === undefined || value === null || value === false || value === 'false' ? undefined : true,
);

/** The search of a page reached from home's links: `{ home: true }`, or nothing at all. */
export function homeSearch(search: Record<string, unknown>): { home?: true } {
  return homeFlagParam(search.home) ? { home: true } : {};
}

/** `param`, with `fallback` for an absent or broken value. */
export function withDefault<I, O>(param: SearchParam<I, O | undefined>, fallback: O) {
  return searchParam<I, O>((value) => param(value) ?? fallback);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parameter's types
type SearchShape = Record<string, SearchParam<any, unknown>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OutputOf<P> = P extends (value: unknown) => infer O ? O : never;
type InputOf<P> = P extends { readonly [linkInput]: infer I } ? I : never;

/** What a page reads: a parameter that may be undefined is optional. */
export type SearchOf<S extends SearchShape> = Simplify<
  { [K in keyof S as undefined extends OutputOf<S[K]> ? K : never]?: OutputOf<S[K]> } & {
    [K in keyof S as undefined extends OutputOf<S[K]> ? never : K]: OutputOf<S[K]>;
  }
>;

/** What links to a page may pass: every parameter is optional. */
export type SearchInputOf<S extends SearchShape> = { [K in keyof S]?: InputOf<S[K]> };

/**
 * A route's `validateSearch` (the router's validator adapter: `parse`, and `types` for the type
 * checker). `shape` lets another route add parameters: `searchParams({ ...base.shape, type })`.
 */
export type SearchParams<S extends SearchShape> = {
  readonly shape: S;
  readonly types: { input: SearchInputOf<S>; output: SearchOf<S> };
  parse: (search: unknown) => SearchOf<S>;
};

/**
 * The parameters of `shape`, each read from the search: others are left out. As a zod object
 * does, a parameter that is in the search keeps its key even when its value was broken
 * (`undefined`): the router lays the validated search over the raw one, which must not show
 * through.
 */
export function searchParams<S extends SearchShape>(shape: S): SearchParams<S> {
  return {
    shape,
    // Read by the type checker only.
    types: undefined as unknown as SearchParams<S>['types'],
    parse: (search) => {
      const raw = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (const [key, param] of Object.entries(shape)) {
        const value = param(raw[key]);
        if (value !== undefined || key in raw) result[key] = value;
      }
      return result as SearchOf<S>;
    },
  };
}

/**
 * A path segment of `min` to `max` characters, for `params.parse`. Anything else throws, as
 * `z.string().min(min).max(max).parse` did: the router keeps it as the match's params error.
 */
export function pathSegment(max: number, min = 1): (value: unknown) => string {
  const read = textOf({ min, max });
  return (value) => {
    const segment = read(value);
    if (segment === undefined) throw new Error(`Not a path segment of ${min}–${max} characters`);
    return segment;
  };
}

/** An optional path segment (`{-$id}`): absent, or as `pathSegment`. */
export function optionalPathSegment(max: number, min = 1): (value: unknown) => string | undefined {
  const read = pathSegment(max, min);
  return (value) => (value === undefined ? undefined : read(value));
}

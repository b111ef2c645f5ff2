import type { z } from 'zod';

/** The synchronous storage contract of jotai's atomWithStorage (not exported by jotai). */
export type SyncStorage<T> = {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
};

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Blocked storage (privacy modes, sandboxed frames) must not break the site.
    return undefined;
  }
}

export function parseStored<T>(raw: string | null, schema: z.ZodType<T, unknown>): T | undefined {
  if (raw === null) return undefined;
  const plain = schema.safeParse(raw);
  if (plain.success) return plain.data;
  try {
    const json = schema.safeParse(JSON.parse(raw));
    return json.success ? json.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A jotai storage that keeps a scalar as the plain string the spec's keys hold
 * (`language` = `vi`, `CURRENCY` = `USD`, `DEFAULT_CITY` = `1`) rather than JSON, so other
 * code and tests can read and seed them directly. Anything that fails the schema reads
 * as the initial value. A JSON-quoted value (`"vi"`) is accepted too.
 */
export function scalarStorage<T extends string | number>(
  schema: z.ZodType<T, unknown>,
  getStorage: () => Storage | undefined = browserStorage,
): SyncStorage<T> {
  const parse = (raw: string | null) => parseStored(raw, schema);
  return {
    getItem: (key, initialValue) => readStored(key, schema, getStorage) ?? initialValue,
    setItem: (key, value) => {
      try {
        getStorage()?.setItem(key, String(value));
      } catch {
        // Quota or privacy errors: the value still lives in memory for this visit.
      }
    },
    removeItem: (key) => {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Same as above: nothing to clean when storage is unavailable.
      }
    },
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined;
      // Keeps several open tabs on the same language and currency.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) callback(parse(event.newValue) ?? initialValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** Reads a stored scalar, or undefined when it is missing or invalid. */
export function readStored<T extends string | number>(
  key: string,
  schema: z.ZodType<T, unknown>,
  getStorage: () => Storage | undefined = browserStorage,
): T | undefined {
  try {
    return parseStored(getStorage()?.getItem(key) ?? null, schema);
  } catch {
    return undefined;
  }
}

import type { Reader } from './values';

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

/**
 * A stored string read by `read` (a validator of `lib/values.ts`: no zod while the app starts),
 * as it is or, when that fails, as JSON. Undefined when missing or invalid.
 */
export function parseStored<T>(raw: string | null, read: Reader<T>): T | undefined {
  if (raw === null) return undefined;
  const plain = read(raw);
  if (plain !== undefined) return plain;
  try {
    return read(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/**
 * A jotai storage that keeps a scalar as the plain string the spec's keys hold
 * (`language` = `vi`, `CURRENCY` = `USD`, `DEFAULT_CITY` = `1`) rather than JSON, so other
 * code and tests can read and seed them directly. Anything `read` refuses reads as the
 * initial value. A JSON-quoted value (`"vi"`) is accepted too.
 */
export function scalarStorage<T extends string | number>(
  read: Reader<T>,
  getStorage: () => Storage | undefined = browserStorage,
): SyncStorage<T> {
  const parse = (raw: string | null) => parseStored(raw, read);
  return {
    getItem: (key, initialValue) => readStored(key, read, getStorage) ?? initialValue,
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
  read: Reader<T>,
  getStorage: () => Storage | undefined = browserStorage,
): T | undefined {
  try {
    return parseStored(getStorage()?.getItem(key) ?? null, read);
  } catch {
    return undefined;
  }
}

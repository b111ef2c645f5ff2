import { parseStored, type SyncStorage } from '@/lib/storage';
import type { StoredAuth } from '@/lib/session/schemas';
import { readStoredAuth } from '@/lib/session/stored-auth';

/** The spec's browser-storage key for the signed-in user. */
export const authStorageKey = 'authUserData';

type StorageGetter = () => Storage | undefined;

function safely(getStorage: StorageGetter): Storage | undefined {
  try {
    return getStorage();
  } catch {
    // No window (tests, prerender) or blocked storage (privacy modes) means "nobody is signed in".
    return undefined;
  }
}

const browserLocal: StorageGetter = () => window.localStorage;
const browserSession: StorageGetter = () => window.sessionStorage;

function readFrom(storage: Storage | undefined, key: string): StoredAuth | undefined {
  try {
    const raw = storage?.getItem(key) ?? null;
    return raw === null ? undefined : parseStored(raw, readStoredAuth);
  } catch {
    return undefined;
  }
}

function remove(storage: Storage | undefined, key: string) {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/**
 * Where a session lives decides how long it lasts: "remember me" keeps it in localStorage
 * (every tab, after a restart); otherwise sessionStorage (this tab, until it closes). Writing
 * one place always clears the other, so a user is never stored twice.
 */
export function authStorage(
  getLocal: StorageGetter = browserLocal,
  getSession: StorageGetter = browserSession,
): SyncStorage<StoredAuth | null> {
  return {
    getItem: (key, initialValue) =>
      readFrom(safely(getLocal), key) ?? readFrom(safely(getSession), key) ?? initialValue,
    setItem: (key, value) => {
      const local = safely(getLocal);
      const session = safely(getSession);
      if (value === null) {
        remove(local, key);
        remove(session, key);
        return;
      }
      const [target, other] = value.rememberMe ? [local, session] : [session, local];
      remove(other, key);
      // Written through the reader, which keeps its own keys only: nothing else (a refresh
      // token above all) can reach storage by accident.
      const clean = readStoredAuth(value);
      if (!clean) return remove(target, key);
      try {
        target?.setItem(key, JSON.stringify(clean));
      } catch {
        // Quota or privacy errors: the session still lives in memory for this visit.
      }
    },
    removeItem: (key) => {
      remove(safely(getLocal), key);
      remove(safely(getSession), key);
    },
    subscribe: (key, callback) => {
      if (typeof window === 'undefined') return undefined;
      // Signing in or out in another tab (remembered sessions only) shows here at once.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || event.storageArea !== safely(getLocal)) return;
        callback(event.newValue === null ? null : (parseStored(event.newValue, readStoredAuth) ?? null));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

import { setTimeout as sleep } from 'node:timers/promises';

/** Waits, or returns false at once when the signal aborts (shutdown must not wait out a backoff). */
export async function delay(ms: number, signal?: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

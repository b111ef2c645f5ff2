import { urls } from './environment.js';

/** A GET of the booking service's public API, as the web asks it; anything but 2xx throws. */
export async function bookingGet<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const address = new URL(path, urls.booking);
  address.search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  const response = await fetch(address);
  if (!response.ok) throw new Error(`GET ${address.pathname}${address.search}: ${response.status}`);
  return (await response.json()) as T;
}

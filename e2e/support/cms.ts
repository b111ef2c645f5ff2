import { admin, urls } from './environment.js';

/** Talks to the CMS as an editor would through its APIs: admin login, an API token, REST writes. */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${urls.cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

export async function createApiToken(jwt: string, name: string): Promise<string> {
  const response = await fetch(`${urls.cms}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ name, description: 'end-to-end test', type: 'full-access', lifespan: null }),
  });
  if (!response.ok) throw new Error(`api token: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { accessKey: string } };
  return body.data.accessKey;
}

export async function cmsRest<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${urls.cms}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export type CmsBanner = { name: string; subTitle: string | null };

export async function bannerTitles(locale: 'en' | 'ja' | 'vi'): Promise<string[]> {
  const body = await cmsRest<{ data: CmsBanner[] }>(`/api/banners?locale=${locale}&sort=order:asc`);
  return body.data.map((banner) => banner.name);
}

/** Edits an entry's draft and publishes it, as an editor does in the admin panel (its API). */
export async function publishEntry(
  jwt: string,
  uid: string,
  documentId: string,
  locale: string,
  data: Record<string, unknown>,
): Promise<void> {
  const base = `/content-manager/collection-types/${uid}/${documentId}`;
  await cmsRest(`${base}?locale=${locale}`, { method: 'PUT', token: jwt, body: JSON.stringify(data) });
  await cmsRest(`${base}/actions/publish?locale=${locale}`, { method: 'POST', token: jwt, body: '{}' });
}

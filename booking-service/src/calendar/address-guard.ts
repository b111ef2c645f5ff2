import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** An address a host name resolved to, as `dns.lookup` with `all: true` gives it. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name; tests answer it themselves. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Why a feed's URL is not fetched: said in the feed's failure, and as a 400 when staff add it. */
export class FeedAddressError extends Error {}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Everything that is not the public internet: private, loopback, link-local, and the like. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv6');

function familyName(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/**
 * Whether a feed may be fetched from `address`. Production: public addresses only (an IPv4
 * address written as IPv6 is refused with the rest of `::ffff:0:0/96`). Elsewhere a loopback
 * address is allowed too, for the local stand-in feeds; the rest of the private ranges stay shut.
 */
export function isAllowedAddress(address: string, production: boolean): boolean {
  const family = familyName(address);
  if (!production && loopback.check(address, family)) return true;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is refused outright: BlockList matches
  // IPv4 addresses against such a range, so it cannot stand in the list.
  if (family === 'ipv6' && /^::ffff:/i.test(address)) return false;
  return !nonPublic.check(address, family);
}

/**
 * Checks a feed URL before any connection: its scheme (production: https only; elsewhere http
 * too) and every address its host resolves to. Returns the address to connect to, so that the
 * connection uses the very address checked and the name is not resolved a second time.
 */
export async function checkFeedUrl(
  raw: string,
  { production, resolve = systemResolve }: { production: boolean; resolve?: Resolve },
): Promise<{ url: URL; address: ResolvedAddress }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedAddressError('not a URL');
  }
  const schemes = production ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol))
    throw new FeedAddressError(`the scheme ${url.protocol} is refused (${schemes.join(' or ')} only)`);
  if (url.username || url.password) throw new FeedAddressError('a URL with credentials is refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses: ResolvedAddress[] =
    family === 0 ? await resolveOrFail(resolve, host) : [{ address: host, family: family === 6 ? 6 : 4 }];
  if (addresses.length === 0) throw new FeedAddressError(`${host} does not resolve`);
  const refused = addresses.find((entry) => !isAllowedAddress(entry.address, production));
  if (refused) throw new FeedAddressError(`${host} resolves to a non-public address (${refused.address})`);
  return { url, address: addresses[0]! };
}

async function resolveOrFail(resolve: Resolve, host: string): Promise<ResolvedAddress[]> {
  try {
    return await resolve(host);
  } catch (error) {
    throw new FeedAddressError(
      `${host} does not resolve (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

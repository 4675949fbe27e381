// Safe webhook targets: only https, and only hosts that resolve to public addresses, checked at
// registration and again on every connection (the connection goes to the address that was checked).
import dns from 'node:dns';
import net from 'node:net';

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export class UnsafeTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeTargetError';
  }
}

// IANA special-purpose registries (IPv4 and IPv6), plus everything outside IPv6 global unicast.
const V4_REFUSED: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'this-network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local / metadata'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved / broadcast'],
];
const V6_REFUSED: Array<[string, number, string]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::ffff:0:0', 96, 'IPv4-mapped'],
  ['64:ff9b::', 96, 'NAT64'],
  ['100::', 64, 'discard'],
  ['2001::', 23, 'IETF protocol assignments (Teredo, benchmarking)'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4'],
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'unique local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

// Node's BlockList matches IPv4 rules against IPv4-mapped IPv6 and back, so each family keeps its own
// lists and an address is only ever checked against rules of its own family.
const refused = {
  ipv4: V4_REFUSED.map(([a, p, why]) => ({ why, list: block(a, p, 'ipv4') })),
  ipv6: V6_REFUSED.map(([a, p, why]) => ({ why, list: block(a, p, 'ipv6') })),
};
const v6GlobalUnicast = block('2000::', 3, 'ipv6');
const loopback = { ipv4: block('127.0.0.0', 8, 'ipv4'), ipv6: block('::1', 128, 'ipv6') };

function block(address: string, prefix: number, type: 'ipv4' | 'ipv6'): net.BlockList {
  const b = new net.BlockList();
  b.addSubnet(address, prefix, type);
  return b;
}

/** Why an address may not receive webhooks, or null when it is a public address. */
export function refusalReason(address: string, allowLoopback = false): string | null {
  const family = net.isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (type === 'ipv6' && /^::ffff:/i.test(address)) return 'IPv4-mapped'; // whatever it maps to
  if (allowLoopback && loopback[type].check(address, type)) return null;
  for (const { why, list } of refused[type]) if (list.check(address, type)) return why;
  if (type === 'ipv6' && !v6GlobalUnicast.check(address, 'ipv6')) return 'reserved';
  return null;
}

export interface TargetCheck {
  url: URL;
  /** Host without IPv6 brackets. */
  host: string;
}

/** Checks the URL's form (https, no credentials); throws UnsafeTargetError with a reason a caller can read. */
export function parseWebhookUrl(raw: string): TargetCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError('url is not a valid absolute URL');
  }
  if (url.protocol !== 'https:') throw new UnsafeTargetError('url must use https');
  if (url.username || url.password) throw new UnsafeTargetError('url must not carry credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new UnsafeTargetError('url has no host');
  return { url, host };
}

/** Every address `host` resolves to, each one checked; throws when any is not public (or none exist). */
export async function resolvePublic(
  host: string,
  resolve: Resolver,
  allowLoopback: boolean,
): Promise<Array<{ address: string; family: number }>> {
  const literal = net.isIP(host);
  let addresses: Array<{ address: string; family: number }>;
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new UnsafeTargetError(`host ${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (addresses.length === 0) throw new UnsafeTargetError(`host ${host} does not resolve`);
  for (const a of addresses) {
    const why = refusalReason(a.address, allowLoopback);
    if (why)
      throw new UnsafeTargetError(
        `host ${host} resolves to ${a.address} (${why}); webhook targets must be public addresses`,
      );
  }
  return addresses;
}

/** Full check of a target URL: form, then every resolved address. */
export async function checkWebhookTarget(raw: string, resolve: Resolver, allowLoopback: boolean): Promise<TargetCheck> {
  const target = parseWebhookUrl(raw);
  await resolvePublic(target.host, resolve, allowLoopback);
  return target;
}

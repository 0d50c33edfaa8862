import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../platform/errors.ts';

/**
 * The SSRF guard of webhook URLs (decision 105): in production an endpoint must resolve only to
 * public addresses — loopback, private, link-local, carrier-grade NAT, unique-local, multicast
 * and unspecified ranges are refused, when the endpoint is registered and again before each
 * delivery (a name may resolve elsewhere later). Tests and development allow them.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) {
    const v4 = address.slice(7);
    if (isIP(v4) === 4) return blocked.check(v4, 'ipv4');
  }
  // An IPv4 address is checked against the IPv4 ranges only (BlockList would also match it
  // against IPv6 rules through its mapped form).
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type UrlPolicy = { allowPrivate: boolean };

/** Refuses a webhook URL that resolves to a private or loopback address (unless allowed). */
export async function assertPublicUrl(url: string, policy: UrlPolicy): Promise<void> {
  if (policy.allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => {
          throw new AppError('BAD_REQUEST', `The endpoint’s host ${host} does not resolve`);
        },
      );
  if (!addresses.length || addresses.some(isPrivateAddress)) {
    throw new AppError(
      'BAD_REQUEST',
      'The endpoint must be a public address: private, loopback and link-local addresses are refused',
    );
  }
}

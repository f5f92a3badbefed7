/**
 * The client's IP and whether it counts as mainland China (`v2/user/isCN`).
 *
 * The sim listens on loopback behind the gateway, which sets `x-forwarded-for`; the first entry is
 * the browser. This is a demo table, not a geo-IP database:
 *  - loopback and private (RFC 1918, unique-local, link-local) addresses count as mainland China,
 *    so a local demo behaves like a user in China;
 *  - a short list of well-known Chinese carrier blocks (below) counts as mainland China;
 *  - everything else (e.g. 8.8.8.8, Hong Kong's 203.198.0.0/16) does not.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Private and loopback ranges, treated as mainland China for local demos. */
export const LOCAL_RANGES: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

/** Sample mainland carrier blocks (China Telecom, Unicom, Mobile), documented for tests. */
export const CN_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['1.80.0.0', 13],
  ['36.96.0.0', 11],
  ['58.16.0.0', 13],
  ['61.128.0.0', 10],
  ['114.80.0.0', 12],
  ['117.128.0.0', 10],
  ['120.192.0.0', 10],
  ['180.96.0.0', 11],
  ['183.0.0.0', 10],
  ['202.96.0.0', 12],
];

const MAINLAND = new BlockList();
for (const [net, prefix, family] of LOCAL_RANGES) MAINLAND.addSubnet(net, prefix, family);
for (const [net, prefix] of CN_RANGES) MAINLAND.addSubnet(net, prefix, 'ipv4');

/** `::ffff:1.2.3.4` → `1.2.3.4`; other addresses unchanged. */
export function unmapIpv4(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m ? m[1]! : ip;
}

/** True when the address counts as mainland China (see the module comment); false for non-addresses. */
export function isMainlandChina(ip: string): boolean {
  const address = unmapIpv4(ip.trim());
  const family = isIP(address);
  if (family === 0) return false;
  return MAINLAND.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The browser's IP: the first `x-forwarded-for` entry when it is an address, else the socket's. */
export function clientIp(request: FastifyRequest): string {
  const raw = request.headers['x-forwarded-for'];
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',', 1)[0]?.trim();
  if (first && isIP(unmapIpv4(first)) !== 0) return unmapIpv4(first);
  return unmapIpv4(request.ip);
}

import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv6's global unicast space; everything outside it (::/96, NAT64, unique-local, site-local…) is not the public internet. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether a link may reach this address: only a public unicast one. Private, loopback, link-local
 * (where clouds serve instance metadata: 169.254.169.254), carrier-grade NAT (Alibaba's metadata at
 * 100.100.100.200), multicast and reserved IPv4 ranges are refused. An IPv4 address written as IPv6
 * (`::ffff:a.b.c.d`) is judged as the IPv4 address it is. Any other IPv6 address is public only in
 * global unicast space (2000::/3) and outside its special blocks: IPv4-compatible `::a.b.c.d` and the
 * rest of ::/96, 6to4 and Teredo (which carry an IPv4 address inside), documentation and benchmarking
 * blocks, and everything outside 2000::/3 (unique-local fd00:ec2::254, AWS's metadata, among them).
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) {
    return ipaddr.IPv4.parse(address).range() === 'unicast';
  }
  // A zone (`fe80::1%eth0`) is link-local only, and no URL holds one.
  if (!isIPv6(address) || !URL.canParse(`http://[${address}]/`)) {
    return false;
  }
  // Read as Node will connect to it: ipaddr.js takes `::a.b.c.d` for `::ffff:a.b.c.d`, which it is not.
  const parsed = ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  if (parsed.isIPv4MappedAddress()) {
    return parsed.toIPv4Address().range() === 'unicast';
  }
  return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST);
}

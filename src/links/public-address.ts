import ipaddr from 'ipaddr.js';

/**
 * Whether a link may reach this address: only a public unicast one. Private, loopback, link-local
 * (where clouds serve instance metadata: 169.254.169.254), carrier-grade NAT (Alibaba's metadata at
 * 100.100.100.200), unique-local (AWS's IPv6 metadata at fd00:ec2::254), multicast and reserved
 * ranges are refused; an IPv4 address written as IPv6 is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) {
    return false;
  }
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

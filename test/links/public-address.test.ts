import { describe, expect, it } from 'vitest';
import { fetchPage } from '../../src/links/fetch-page';
import { isPublicAddress } from '../../src/links/public-address';

describe('IPv6 addresses a link may reach: global unicast only', () => {
  it.each([
    ['::127.0.0.1', 'IPv4-compatible loopback (::/96)'],
    ['::169.254.169.254', 'IPv4-compatible cloud metadata (::/96)'],
    ['::10.0.0.1', 'IPv4-compatible private (::/96)'],
    ['::8.8.8.8', 'IPv4-compatible, even of a public address (::/96 is deprecated)'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['64:ff9b::7f00:1', 'NAT64 (64:ff9b::/96) of 127.0.0.1'],
    ['64:ff9b:1::a9fe:a9fe', 'local-use NAT64 (64:ff9b:1::/48)'],
    ['100::1', 'discard-only (100::/64)'],
    ['2001:db8::1', 'documentation (2001:db8::/32)'],
    ['2001::a9fe:a9fe', 'Teredo (2001::/32)'],
    ['2001:2::1', 'benchmarking (2001:2::/48)'],
    ['2001:10::1', 'ORCHID (2001:10::/28)'],
    ['2002:7f00:1::1', '6to4 (2002::/16) of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 (2002::/16) of 169.254.169.254'],
    ['fc00::1', 'unique-local (fc00::/7)'],
    ['fd00:ec2::254', "unique-local: AWS's metadata"],
    ['fe80::1', 'link-local (fe80::/10)'],
    ['fec0::1', 'site-local (fec0::/10), deprecated'],
    ['ff02::1', 'multicast'],
    ['5f00::1', 'outside global unicast (2000::/3)'],
    ['::ffff:169.254.169.254', 'IPv4-mapped cloud metadata, judged as IPv4'],
  ])('refuses %s: %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([['2606:2800:21f:cb07:6820:80da:af6b:8b2c'], ['2a00:1450:4009:81f::200e'], ['::ffff:93.184.215.14']])('takes %s as public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([['http://[::127.0.0.1]/'], ['http://[::169.254.169.254]/latest/meta-data/'], ['http://[0:0:0:0:0:0:7f00:1]:8080/'], ['http://[2002:7f00:1::1]/']])('does not open %s', async (link) => {
    await expect(fetchPage(link, { allowedHosts: new Set() })).rejects.toMatchObject({ refusal: 'address' });
  });
});

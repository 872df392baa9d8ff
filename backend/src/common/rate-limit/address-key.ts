import ipaddr from 'ipaddr.js';

/** The /64 of an IPv6 address as its first four groups, in the short hex form. */
const prefix64 = (address: ipaddr.IPv6): string =>
  `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;

/**
 * The address a per-address limit counts a visitor under. An IPv6 visitor counts per
 * /64, the block one home or phone line is given, so a host cannot rotate through its
 * own addresses to reset its counts; an IPv4 address seen through an IPv6 socket
 * (::ffff:1.2.3.4) counts as that IPv4 address. Read with ipaddr.js, the parser the
 * server's proxy handling (`TRUST_PROXY`) already uses.
 */
export function addressKey(ip: string | undefined): string {
  const text = (ip ?? '').trim();
  // A zone (fe80::1%eth0) names the server's own interface, not the visitor.
  const bare = text.split('%')[0]!;
  if (!ipaddr.isValid(bare)) return text === '' ? 'unknown' : text;
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : prefix64(v6);
}

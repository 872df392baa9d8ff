import { isIPv4, isIPv6 } from 'node:net';

/** Groups of an IPv6 address, eight of them, each 0 to 0xffff. */
function ipv6Groups(address: string): number[] {
  // The URL parser is the kept IPv6 reader at hand: it checks the address and writes
  // an embedded IPv4 tail (::ffff:1.2.3.4) as hex groups, so only `::` is left to expand.
  const host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = host.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The address a per-address limit counts a visitor under. An IPv6 visitor counts per
 * /64, the block one home or phone line is given, so a host cannot rotate through its
 * own addresses to reset its counts; an IPv4 address seen through an IPv6 socket
 * (::ffff:1.2.3.4) counts as that IPv4 address.
 */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  if (isIPv4(address)) return address;
  // A zone (fe80::1%eth0) names the server's own interface, not the visitor.
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return address === '' ? 'unknown' : address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

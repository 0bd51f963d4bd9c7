import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address rate limit counts under. IPv4 addresses count one by one; an IPv6 client counts
 * by its /64, because one subscriber line is usually given a whole /64 and could otherwise step through
 * addresses to escape a limit (and enumerate tracking numbers). IPv4-mapped IPv6 counts as the IPv4.
 */
export const rateLimitAddress = (ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (a:b::1.2.3.4) sits past the /64, so it only needs counting as two groups.
  const rightGroups = right.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - rightGroups.length)).fill('0'), ...rightGroups]
    : left.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};

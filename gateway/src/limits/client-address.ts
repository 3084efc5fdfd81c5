import { isIPv6 } from 'node:net';

/**
 * The client a per-address budget counts: an IPv4 address itself, an IPv6
 * address its /64. Every IPv6 host is handed a /64 of its own and may send
 * from any of its 2^64 addresses (privacy addresses change by the hour), so
 * counted per whole address a single client would have a budget per
 * address: login guesses, codes and recovery emails without end. An IPv4
 * address written as IPv6 (::ffff:192.0.2.1, a dual-stack socket's) is
 * that IPv4 address.
 */
export function clientBudgetOf(ip: string | undefined): string {
  if (!ip) return '';
  // IPv4, as most clients are: at once, on every anonymous request's path.
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${firstGroups(address, 4).join(':')}::/64`;
}

/** The first `n` of the eight 16-bit groups of a valid IPv6 address, in lower case without leading zeros. */
function firstGroups(address: string, n: number): string[] {
  const [head = '', tail] = address.split('::');
  // A trailing IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const groups = (s: string) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.slice(0, n).map((g) => parseInt(g, 16).toString(16));
}

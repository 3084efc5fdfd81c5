import * as dns from 'node:dns';
import * as net from 'node:net';
import { timeLimit } from '@bms/platform';

/** What kind of address an IP is; only `public` ones are webhook targets by default. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'multicast'
  | 'unique-local'
  | 'unspecified'
  | 'reserved';

/** A host and an optional port that webhooks may target although private or plain http. */
export interface AllowedTarget {
  /** as the URL parser writes it: lower case, IPv6 in brackets */
  host: string;
  /** null: any port */
  port: number | null;
}

/** WEBHOOK_ALLOWED_TARGETS as entries; null when an entry is not host or host:port. */
export function parseAllowedTargets(v: string): AllowedTarget[] | null {
  const out: AllowedTarget[] = [];
  for (const raw of v.split(',').map((e) => e.trim()).filter(Boolean)) {
    let host: string;
    let port: string | undefined;
    if (raw.startsWith('[')) {
      const end = raw.indexOf(']');
      const rest = raw.slice(end + 1);
      if (end < 0 || !net.isIPv6(raw.slice(1, end)) || (rest && !rest.startsWith(':'))) return null;
      host = raw.slice(0, end + 1);
      port = rest ? rest.slice(1) : undefined;
    } else if (net.isIPv6(raw)) {
      host = `[${raw}]`;
    } else {
      const i = raw.lastIndexOf(':');
      host = i < 0 ? raw : raw.slice(0, i);
      port = i < 0 ? undefined : raw.slice(i + 1);
      if (!/^[A-Za-z0-9.-]+$/.test(host)) return null;
    }
    if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535)) return null;
    try {
      out.push({ host: new URL(`http://${host}/`).hostname, port: port === undefined ? null : Number(port) });
    } catch {
      return null;
    }
  }
  return out;
}

function ipv4Kind(a: number, b: number, c: number): AddressKind {
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // shared address space (carrier NAT)
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved'; // including the broadcast address
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved'; // protocol assignments, documentation
  if (a === 198 && (b === 18 || b === 19)) return 'reserved'; // benchmarking
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'reserved'; // documentation
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 included). */
function ipv6Groups(ip: string): number[] {
  let s = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    s = `${s.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') : [s, undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

/** The kind of an IPv4 or IPv6 address; IPv4 inside IPv6 (mapped, NAT64, 6to4) is judged as IPv4. */
export function addressKind(ip: string): AddressKind {
  if (net.isIPv4(ip)) {
    const [a, b, c] = ip.split('.').map(Number) as [number, number, number];
    return ipv4Kind(a, b, c);
  }
  if (!net.isIPv6(ip)) return 'reserved';
  const g = ipv6Groups(ip.replace(/%.*$/, ''));
  const v4 = (hi: number, lo: number) => ipv4Kind(hi >> 8, hi & 0xff, lo >> 8);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'unspecified';
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6]!, g[7]!); // IPv4-mapped
  if (zeros(0, 6)) return 'reserved'; // IPv4-compatible (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!); // NAT64
  if (g[0] === 0x2002) {
    const kind = v4(g[1]!, g[2]!); // 6to4
    if (kind !== 'public') return kind;
  }
  if ((g[0]! & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0]! & 0xffc0) === 0xfec0) return 'private'; // site-local (deprecated)
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2001 && (g[1]! < 0x200 || g[1] === 0xdb8)) return 'reserved'; // protocol assignments (Teredo…), documentation
  // Global unicast is 2000::/3; everything else is special.
  return (g[0]! & 0xe000) === 0x2000 ? 'public' : 'reserved';
}

/** A target refused, or one that cannot be reached; the message says why (no secrets). */
export class TargetRefused extends Error {}

/** Where an attempt connects: the URL, and the checked address it resolved to. */
export interface Target {
  url: URL;
  /** the host name without IPv6 brackets */
  hostname: string;
  port: number;
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Where webhooks may go (no SSRF): https to public addresses only, unless
 * the configuration allows a host (or host:port), which may then also be
 * private or plain http. A host name is resolved and every address it has
 * must be public; the attempt then connects to the address checked, so a
 * name that resolves elsewhere a moment later (DNS rebinding) gains nothing.
 */
export class TargetPolicy {
  constructor(
    private readonly allowed: AllowedTarget[],
    private readonly resolver: Resolver = systemResolver,
    private readonly dnsTimeoutMs = 5_000,
  ) {}

  private isAllowed(url: URL, port: number): boolean {
    return this.allowed.some((a) => a.host === url.hostname && (a.port === null || a.port === port));
  }

  /** The checked target of `rawUrl`, or TargetRefused. */
  async resolve(rawUrl: string): Promise<Target> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new TargetRefused('The URL is not valid.');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TargetRefused('Must be an https URL.');
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    const allowed = this.isAllowed(url, port);
    if (url.protocol === 'http:' && !allowed) throw new TargetRefused('Must be an https URL; plain http is only for targets the configuration allows.');
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = net.isIP(hostname) ? [{ address: hostname, family: net.isIP(hostname) }] : await this.lookup(hostname);
    if (!allowed) {
      for (const a of addresses) {
        const kind = addressKind(a.address);
        if (kind !== 'public') {
          const what = a.address === hostname ? `${hostname} is` : `${hostname} resolves to`;
          const an = kind === 'unspecified' ? 'an' : 'a';
          throw new TargetRefused(`${what} ${an} ${kind} address (${a.address}); webhooks may only target public addresses.`);
        }
      }
    }
    const first = addresses[0]!;
    return { url, hostname, port, address: first.address, family: first.family === 6 ? 6 : 4 };
  }

  private async lookup(hostname: string): Promise<Array<{ address: string; family: number }>> {
    try {
      const found = await timeLimit(this.resolver(hostname), this.dnsTimeoutMs, () => new TargetRefused(`Resolving ${hostname} timed out.`));
      if (!found.length) throw new TargetRefused(`${hostname} has no address.`);
      return found;
    } catch (err) {
      if (err instanceof TargetRefused) throw err;
      throw new TargetRefused(`${hostname} could not be resolved.`);
    }
  }
}

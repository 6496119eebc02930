// IPv4 and IPv6 CIDR matching over sorted, merged ranges with binary search: fast enough for
// Apple's full egress list (hundreds of thousands of prefixes) on every open event.
import net from 'node:net';

interface RangeSet {
  starts: bigint[];
  ends: bigint[];
}

export interface CidrMatcher {
  contains(ip: string): boolean;
  readonly size: number;
}

export function ipv4ToBigInt(ip: string): bigint {
  let value = 0n;
  for (const part of ip.split('.')) value = (value << 8n) | BigInt(Number(part));
  return value;
}

export function ipv6ToBigInt(ip: string): bigint {
  let address = ip;
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  // Embedded IPv4 tail (::ffff:192.0.2.1): rewrite it as two hextets.
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4ToBigInt(tail);
    address = `${address.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const restParts = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headParts.length - restParts.length;
  const parts =
    rest === undefined
      ? headParts
      : [...headParts, ...Array<string>(missing).fill('0'), ...restParts];
  let value = 0n;
  for (const part of parts) value = (value << 16n) | BigInt(parseInt(part, 16));
  return value;
}

function parseCidr(cidr: string): { family: 4 | 6; start: bigint; end: bigint } | null {
  const [address = '', bitsText] = cidr.trim().split('/');
  const detected = net.isIP(address);
  if (detected === 0) return null;
  const family = detected === 4 ? 4 : 6;
  const width = family === 4 ? 32 : 128;
  const bits = bitsText === undefined ? width : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return null;
  const value = family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
  const hostBits = BigInt(width - bits);
  const start = (value >> hostBits) << hostBits;
  return { family, start, end: start + (1n << hostBits) - 1n };
}

function buildRangeSet(ranges: { start: bigint; end: bigint }[]): RangeSet {
  ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const starts: bigint[] = [];
  const ends: bigint[] = [];
  for (const range of ranges) {
    const last = ends.length - 1;
    const lastEnd = ends[last];
    if (lastEnd !== undefined && range.start <= lastEnd + 1n) {
      if (range.end > lastEnd) ends[last] = range.end;
    } else {
      starts.push(range.start);
      ends.push(range.end);
    }
  }
  return { starts, ends };
}

function inRangeSet(set: RangeSet, value: bigint): boolean {
  let low = 0;
  let high = set.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = set.starts[middle] ?? 0n;
    if (value < start) high = middle - 1;
    else if (value > (set.ends[middle] ?? -1n)) low = middle + 1;
    else return true;
  }
  return false;
}

/** Invalid entries are ignored (a list from outside may carry comments or junk lines). */
export function createCidrMatcher(cidrs: Iterable<string>): CidrMatcher {
  const v4: { start: bigint; end: bigint }[] = [];
  const v6: { start: bigint; end: bigint }[] = [];
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (parsed !== null) (parsed.family === 4 ? v4 : v6).push(parsed);
  }
  const size = v4.length + v6.length;
  const set4 = buildRangeSet(v4);
  const set6 = buildRangeSet(v6);
  return {
    size,
    contains(ip) {
      const family = net.isIP(ip);
      if (family === 4) return inRangeSet(set4, ipv4ToBigInt(ip));
      if (family !== 6) return false;
      const lower = ip.toLowerCase();
      if (lower.startsWith('::ffff:') && net.isIPv4(lower.slice(7)))
        return inRangeSet(set4, ipv4ToBigInt(lower.slice(7)));
      return inRangeSet(set6, ipv6ToBigInt(lower));
    },
  };
}

/** Apple's egress list format: `prefix,country,region,city,` per line. */
export function prefixesFromEgressCsv(csv: string): string[] {
  const prefixes: string[] = [];
  for (const line of csv.split(/\r?\n/)) {
    const prefix = line.split(',', 1)[0]?.trim() ?? '';
    if (prefix !== '' && !prefix.startsWith('#')) prefixes.push(prefix);
  }
  return prefixes;
}

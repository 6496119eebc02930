// The AS table of @ip-location-db/asn (RouteViews, DB-IP and NRO data, CC BY 4.0): inclusive
// ranges of IPs in numeric form with the AS number and its organisation, read into sorted typed
// arrays (about 410,000 IPv4 and 100,000 IPv6 ranges: some 20 MB) and searched by bisection.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface AsFacts {
  asn: number;
  name: string;
}

interface Ranges<N> {
  starts: N[] | Uint32Array;
  ends: N[] | Uint32Array;
  asns: Uint32Array;
  names: Uint32Array;
}

/** `start,end,asn,name` where a name with a comma is quoted (RFC 4180). */
function* rows(text: string): Generator<[string, string, number, string]> {
  let at = 0;
  while (at < text.length) {
    let next = text.indexOf('\n', at);
    if (next < 0) next = text.length;
    const line = text.slice(at, next).replace(/\r$/, '');
    at = next + 1;
    if (line === '') continue;
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    const third = line.indexOf(',', second + 1);
    let name = line.slice(third + 1);
    if (name.startsWith('"')) name = name.slice(1, -1).replaceAll('""', '"');
    yield [
      line.slice(0, first),
      line.slice(first + 1, second),
      Number(line.slice(second + 1, third)),
      name,
    ];
  }
}

function readRanges<N>(
  file: string,
  toNumber: (text: string) => N,
  names: string[],
  nameIndex: Map<string, number>,
) {
  const starts: N[] = [];
  const ends: N[] = [];
  const asns: number[] = [];
  const nameOf: number[] = [];
  for (const [start, end, asn, name] of rows(fs.readFileSync(file, 'utf8'))) {
    let index = nameIndex.get(name);
    if (index === undefined) {
      index = names.length;
      names.push(name);
      nameIndex.set(name, index);
    }
    starts.push(toNumber(start));
    ends.push(toNumber(end));
    asns.push(asn);
    nameOf.push(index);
  }
  return { starts, ends, asns: Uint32Array.from(asns), names: Uint32Array.from(nameOf) };
}

/** The index of the last range starting at or before `value`, or -1. */
function lastAtOrBefore<N>(starts: ArrayLike<N>, value: N): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] as N) <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export class AsnTable {
  private readonly v4: Ranges<number>;
  private readonly v6: Ranges<bigint>;
  private readonly names: string[];

  constructor(folder: string) {
    const names: string[] = [];
    const nameIndex = new Map<string, number>();
    const v4 = readRanges(path.join(folder, 'asn-ipv4-num.csv'), Number, names, nameIndex);
    this.v4 = { ...v4, starts: Uint32Array.from(v4.starts), ends: Uint32Array.from(v4.ends) };
    this.v6 = readRanges(path.join(folder, 'asn-ipv6-num.csv'), BigInt, names, nameIndex);
    this.names = names;
  }

  /** The shipped table (node_modules/@ip-location-db/asn). */
  static shipped(): AsnTable {
    const require = createRequire(import.meta.url);
    return new AsnTable(path.dirname(require.resolve('@ip-location-db/asn/package.json')));
  }

  /** An IPv4 address as a number, or an IPv6 one as a bigint. */
  lookup(address: number | bigint): AsFacts | null {
    const ranges = (typeof address === 'number' ? this.v4 : this.v6) as Ranges<number | bigint>;
    const at = lastAtOrBefore(ranges.starts, address);
    if (at < 0 || address > (ranges.ends[at] as number | bigint)) return null;
    return {
      asn: ranges.asns[at] as number,
      name: this.names[ranges.names[at] as number] as string,
    };
  }
}

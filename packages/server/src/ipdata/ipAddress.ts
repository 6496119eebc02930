// IP addresses as numbers for range look-ups: IPv4 as an unsigned 32-bit number, IPv6 as a
// 128-bit bigint; an IPv4-mapped IPv6 address (::ffff:192.0.2.1) is its IPv4 address.
import net from 'node:net';

/** The address as written, an IPv4-mapped IPv6 address as its IPv4 address. */
export const unmapped = (ip: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;

export function ipNumber(ip: string): number | bigint | null {
  const family = net.isIP(ip);
  if (family === 4) return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
  if (family !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return ipNumber(mapped[1] as string);
  let text = ip.toLowerCase();
  // a trailing dotted quad becomes two groups
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) + BigInt(parseInt(group, 16)), 0n);
}

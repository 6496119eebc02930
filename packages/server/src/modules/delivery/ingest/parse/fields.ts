// Field coercion shared by the parsers: sources send the same thing as numbers or strings,
// with or without angle brackets, ports or trailing dots. Every helper returns null for
// "absent" (undefined, null, empty or blank), so mappings read as one line per field.
import net from 'node:net';

export function text(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function objectOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** First element of an array, or the value itself. */
export function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** `<John@Example.COM>` -> `john@example.com`. */
export function addressOf(value: unknown): string | null {
  const raw = text(value);
  if (raw === null) return null;
  const unwrapped = raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1).trim() : raw;
  return unwrapped === '' ? null : unwrapped.toLowerCase();
}

export function domainOf(address: string | null): string | null {
  if (address === null) return null;
  const at = address.lastIndexOf('@');
  if (at < 0 || at === address.length - 1) return null;
  return hostOf(address.slice(at + 1));
}

/** `MX.Example.net. (192.0.2.1)` -> `mx.example.net`; `[192.0.2.1]` -> `192.0.2.1`. */
export function hostOf(value: unknown): string | null {
  let host = text(value);
  if (host === null) return null;
  const space = host.indexOf(' ');
  if (space > 0) host = host.slice(0, space);
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host === '' ? null : host.toLowerCase();
}

/** `192.0.2.1:25`, `[2001:db8::1]:25`, `::ffff:192.0.2.1` -> the bare address. */
export function ipOf(value: unknown): string | null {
  let ip = text(value);
  if (ip === null) return null;
  if (net.isIP(ip) !== 0)
    return ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed?.[1] !== undefined) ip = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  return ip;
}

/** `<abc@host>` -> `abc@host` (Message-ID header values). */
export function messageIdOf(value: unknown): string | null {
  const raw = text(value);
  if (raw === null) return null;
  const unwrapped = raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1).trim() : raw;
  return unwrapped === '' ? null : unwrapped;
}

/** Header lookup that ignores case, for header maps of any source. */
export function headerOf(headers: unknown, name: string): unknown {
  const record = objectOf(headers);
  if (record === null) return undefined;
  if (name in record) return record[name];
  const wanted = name.toLowerCase();
  for (const key of Object.keys(record)) if (key.toLowerCase() === wanted) return record[key];
  return undefined;
}

// IPv4 ranges in CIDR as the Reputation Monitor writes them: from their first address, and
// with their first and last address for a reader who does not count in bits.
const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const toNumber = (address: string): number | null => {
  const octets = ipv4.exec(address)?.slice(1).map(Number);
  if (!octets || octets.some((octet) => octet > 255)) return null;
  return octets.reduce((sum, octet) => sum * 256 + octet, 0);
};

const toAddress = (value: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');

/** The first and last address of an IPv4 range, or null when the text is no IPv4 CIDR. */
export function rangeBounds(cidr: string): { first: string; last: string; prefix: number } | null {
  const [address = '', prefixText = ''] = cidr.split('/');
  const value = toNumber(address);
  const prefix = Number(prefixText);
  if (value === null || !/^\d{1,2}$/.test(prefixText) || prefix > 32) return null;
  const size = 2 ** (32 - prefix);
  const first = value - (value % size);
  return { first: toAddress(first), last: toAddress(first + size - 1), prefix };
}

/** 192.0.2.5/24 → 192.0.2.0/24; null when the text is no IPv4 CIDR. */
export function rangeStart(cidr: string): string | null {
  const bounds = rangeBounds(cidr);
  return bounds && `${bounds.first}/${bounds.prefix}`;
}

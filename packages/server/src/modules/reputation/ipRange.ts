// IPv4 ranges an account registers as one asset (CIDR, /22 to /32: at most 1,024 addresses),
// expanded to the addresses the blocklists are asked about.
const toNumber = (address: string) =>
  address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
const toAddress = (value: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');

export const isRange = (asset: string) => asset.includes('/');

/** The addresses of a range (its network and broadcast addresses included), or the address. */
export function addressesOf(asset: string): string[] {
  if (!isRange(asset)) return [asset];
  const [network = '', bits = '32'] = asset.split('/');
  const size = 2 ** (32 - Number(bits));
  const first = toNumber(network) - (toNumber(network) % size);
  return Array.from({ length: size }, (_, index) => toAddress(first + index));
}

/** How many addresses an asset stands for. */
export const sizeOf = (asset: string) =>
  isRange(asset) ? 2 ** (32 - Number(asset.split('/')[1])) : 1;

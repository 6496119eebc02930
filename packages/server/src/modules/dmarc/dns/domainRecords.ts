// A domain's mail DNS checked as dmarcian or MXToolbox show it: DMARC, SPF, the DKIM keys of the
// selectors seen in reports, MTA-STS (with the MX), TLS-RPT and BIMI, each a record with a status
// and findings in words. Every lookup, mailauth's included, goes through the server's one
// resolver; the checks run at once, BIMI after DMARC, whose policy it needs.
import type { DnsRecordsReport } from '@console/contract';
import type { z } from 'zod';
import type { DnsResolver } from '../../../dns/resolver.ts';
import { checkBimi } from './bimiRecord.ts';
import { checkDkimKey, selectorsToCheck, type SeenSelector } from './dkimKeys.ts';
import { checkDmarc } from './dmarcRecord.ts';
import { mailauthResolver } from '../../../dns/mailauthResolver.ts';
import { checkMtaSts, type MtaStsOptions } from './mtaSts.ts';
import { checkSpf } from './spfRecord.ts';
import { checkTlsRpt } from './tlsRpt.ts';

export interface DomainRecordsInput {
  dns: DnsResolver;
  /** lower case, no trailing dot */
  domain: string;
  mailDomain: string;
  consoleAddress: string;
  /** DKIM selectors seen in the reports, the most seen first */
  selectors: SeenSelector[];
  mtaSts?: MtaStsOptions;
}

export async function checkDomainRecords(
  input: DomainRecordsInput,
): Promise<z.infer<typeof DnsRecordsReport>> {
  const { dns, domain } = input;
  const resolver = mailauthResolver(dns);
  const dmarcAndBimi = checkDmarc({
    dns,
    resolver,
    domain,
    mailDomain: input.mailDomain,
    consoleAddress: input.consoleAddress,
  }).then(async (dmarc) => ({ dmarc, bimi: await checkBimi(dns, domain, dmarc.applied) }));
  const [{ dmarc, bimi }, spf, dkim, mtaSts, tlsRpt] = await Promise.all([
    dmarcAndBimi,
    checkSpf(dns, resolver, domain),
    Promise.all(selectorsToCheck(input.selectors).map((seen) => checkDkimKey(dns, resolver, seen))),
    checkMtaSts(dns, resolver, domain, input.mtaSts),
    checkTlsRpt(dns, domain),
  ]);
  return {
    domain,
    checked_at: new Date().toISOString(),
    dmarc: dmarc.check,
    spf,
    dkim,
    mta_sts: mtaSts,
    tls_rpt: tlsRpt,
    bimi,
  };
}

// The daily totals (dmarc_daily) of records about to be stored, summed here per policy domain,
// day and source IP: a report adds one row per IP and day to the table, whatever its records,
// in one statement once its records are in (the same transaction).
import type { NewDaily, NewRecord } from './dmarc.repository.ts';

export class DailyTotals {
  private readonly sums = new Map<string, NewDaily>();

  add(records: NewRecord[]): void {
    for (const record of records) {
      const key = `${record.account_id}\u0000${record.policy_domain}\u0000${record.day}\u0000${record.source_ip}`;
      let sum = this.sums.get(key);
      if (!sum) {
        sum = {
          account_id: record.account_id,
          policy_domain: record.policy_domain,
          day: record.day,
          source_ip: record.source_ip,
          records: 0,
          messages: 0,
          dmarc_pass: 0,
          spf_pass: 0,
          spf_aligned: 0,
          dkim_pass: 0,
          dkim_aligned: 0,
          none: 0,
          quarantine: 0,
          reject: 0,
        };
        this.sums.set(key, sum);
      }
      const messages = record.messages;
      sum.records += 1;
      sum.messages += messages;
      if (record.dmarc_pass) sum.dmarc_pass += messages;
      if (record.spf_pass) sum.spf_pass += messages;
      if (record.spf_aligned) sum.spf_aligned += messages;
      if (record.dkim_pass) sum.dkim_pass += messages;
      if (record.dkim_aligned) sum.dkim_aligned += messages;
      if (record.disposition === 'none') sum.none += messages;
      else if (record.disposition === 'quarantine') sum.quarantine += messages;
      else if (record.disposition === 'reject') sum.reject += messages;
    }
  }

  /** The sums in key order: concurrent imports then lock the table's rows in the same order. */
  rows(): NewDaily[] {
    return [...this.sums.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, sum]) => sum);
  }
}

// SMTP TLS reports about a domain summed for its screen (dmarc/tls_reports): one row per policy
// senders applied (sts, tlsa, no-policy-found) and its MX hosts, the sessions that succeeded
// and failed across every reporter, and the failures summed by result type and place.
import type { TlsFailure, TlsPolicySummary } from '@console/contract';
import type { z } from 'zod';
import type { TlsPolicyResult } from './parse/types.ts';

/** Failure kinds shown per policy, at most (the most failed sessions first). */
export const tlsFailuresMax = 100;

type Summary = z.infer<typeof TlsPolicySummary>;
type Failure = z.infer<typeof TlsFailure>;

export interface StoredTlsReport {
  organization: string;
  policies: TlsPolicyResult[];
}

export function summarizeTlsReports(reports: StoredTlsReport[], domain: string): Summary[] {
  const rows = new Map<string, Summary & { reporterSet: Set<string>; reportSet: Set<number> }>();
  const failures = new Map<string, Map<string, Failure>>();
  reports.forEach((report, reportIndex) => {
    for (const policy of report.policies) {
      if (policy.policyDomain !== domain) continue;
      const mxHosts = [...policy.mxHosts].map((host) => host.toLowerCase()).sort();
      const key = `${policy.policyType}\u0000${mxHosts.join(' ')}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          policy_type: policy.policyType,
          mx_hosts: mxHosts,
          successful_sessions: 0,
          failed_sessions: 0,
          reporters: [],
          reports: 0,
          failures: [],
          reporterSet: new Set(),
          reportSet: new Set(),
        };
        rows.set(key, row);
        failures.set(key, new Map());
      }
      row.successful_sessions += policy.successful;
      row.failed_sessions += policy.failed;
      row.reporterSet.add(report.organization);
      row.reportSet.add(reportIndex);
      const kinds = failures.get(key) as Map<string, Failure>;
      for (const failure of policy.failures) {
        const place = [
          failure.resultType,
          failure.sendingMtaIp,
          failure.receivingMxHostname,
          failure.receivingIp,
          failure.failureReasonCode,
        ].join('\u0000');
        const kind = kinds.get(place) ?? {
          result_type: failure.resultType,
          sending_mta_ip: failure.sendingMtaIp,
          receiving_mx_hostname: failure.receivingMxHostname,
          receiving_ip: failure.receivingIp,
          failure_reason_code: failure.failureReasonCode,
          failed_sessions: 0,
        };
        kind.failed_sessions += failure.failedSessions;
        kinds.set(place, kind);
      }
    }
  });
  return [...rows.entries()]
    .map(([key, { reporterSet, reportSet, ...row }]) => ({
      ...row,
      reporters: [...reporterSet].sort(),
      reports: reportSet.size,
      failures: [...(failures.get(key) as Map<string, Failure>).values()]
        .sort((a, b) => b.failed_sessions - a.failed_sessions)
        .slice(0, tlsFailuresMax),
    }))
    .sort(
      (a, b) =>
        b.successful_sessions + b.failed_sessions - (a.successful_sessions + a.failed_sessions),
    );
}

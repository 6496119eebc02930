// SMTP TLS reports (RFC 8460) about the domain in the run bar's days (dmarc/tls_reports): per
// policy senders applied (MTA-STS, DANE, none found) and its MX hosts, the sessions that
// succeeded and failed, who reported, and where TLS failed and why: an expired certificate or
// an MX without STARTTLS means mail travelled in clear text or bounced.
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { Code, Facts } from '../shared/dmarc.styles.ts';
import type { TlsPolicySummary } from '../shared/dmarcTypes.ts';
import type { DayRange } from '../shared/dayRange.ts';
import { PassRate } from '../shared/PassRate.tsx';
import { useDmarcTexts, type DmarcTexts } from '../shared/useDmarcTexts.ts';
import { PolicyBlock, PlainTable } from './domainPanels.styles.ts';

function TlsPolicy({ policy, texts }: { policy: TlsPolicySummary; texts: DmarcTexts }) {
  const { t, format } = texts;
  const sessions = policy.successful_sessions + policy.failed_sessions;
  const rate = sessions === 0 ? 0 : policy.successful_sessions / sessions;
  return (
    <PolicyBlock>
      <h3>{texts.tlsPolicy(policy.policy_type)}</h3>
      <Facts>
        {policy.mx_hosts.length > 0 && (
          <>
            <dt>{t('tls.mxHosts')}</dt>
            <dd>
              {policy.mx_hosts.map((host) => (
                <Code key={host}>{host}</Code>
              ))}
            </dd>
          </>
        )}
        <dt>{t('tls.sessions')}</dt>
        <dd>
          <PassRate rate={rate} messages={sessions} text={format.percent(rate)} />
          {t('tls.sessionCounts', {
            successful: format.count(policy.successful_sessions),
            failed: format.count(policy.failed_sessions),
          })}
        </dd>
        <dt>{t('column.reporters')}</dt>
        <dd>
          {t('tls.reporters', {
            count: policy.reports,
            reports: format.count(policy.reports),
            names: policy.reporters.join(', '),
          })}
        </dd>
      </Facts>
      {policy.failures.length > 0 && (
        <PlainTable>
          <caption>{t('tls.failures')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tls.column.result')}</th>
              <th scope="col">{t('tls.column.sendingMta')}</th>
              <th scope="col">{t('tls.column.receivingMx')}</th>
              <th scope="col" className="number">
                {t('tls.column.sessions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {policy.failures.map((failure, index) => (
              <tr key={index}>
                <td>
                  {texts.tlsResult(failure.result_type)}
                  {failure.failure_reason_code && (
                    <div className="muted">{failure.failure_reason_code}</div>
                  )}
                </td>
                <td>
                  <Code>{failure.sending_mta_ip ?? '—'}</Code>
                </td>
                <td>
                  <Code>{failure.receiving_mx_hostname ?? failure.receiving_ip ?? '—'}</Code>
                </td>
                <td className="number">{format.count(failure.failed_sessions)}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      )}
    </PolicyBlock>
  );
}

export function TlsReportsPanel({
  domain,
  days,
  runId,
}: {
  domain: string;
  days: DayRange | null;
  runId: number;
}) {
  const texts = useDmarcTexts();
  const { t } = texts;
  const query = useQuery(
    (api) => api.member.dmarc.tls_reports({ domain, from: days?.from ?? '', to: days?.to ?? '' }),
    [domain, days, runId],
    { enabled: days !== null },
  );
  return (
    <Panel
      title={t('tls.title')}
      meta={query.data && days && texts.days(days)}
      status={query.status}
      hasContent={query.data !== undefined}
      onReload={query.reload}
      isWide
    >
      {query.data?.length === 0 ? (
        <p className="muted">{t('tls.none')}</p>
      ) : (
        query.data?.map((policy) => (
          <TlsPolicy
            key={`${policy.policy_type} ${policy.mx_hosts.join(' ')}`}
            policy={policy}
            texts={texts}
          />
        ))
      )}
    </Panel>
  );
}

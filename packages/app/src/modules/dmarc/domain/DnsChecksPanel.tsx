// The domain's DNS records checked now (dmarc/dns_records): DMARC, SPF with its lookup count,
// each DKIM selector seen in reports, MTA-STS, TLS-RPT and BIMI, each with its status, the
// record as published and what is wrong with it in words, with the fix. Checked when the page
// opens and again on demand (a fix just published).
import { Button, Pill, type PillTone } from '@console/ui';
import { useQuery } from '../../../api/useQuery.ts';
import { Panel } from '../../../reportKit/panels/Panel.tsx';
import { Code } from '../shared/dmarc.styles.ts';
import type { RecordCheck } from '../shared/dmarcTypes.ts';
import { useDmarcTexts, type DmarcTexts } from '../shared/useDmarcTexts.ts';
import { CheckBlock, Findings } from './domainPanels.styles.ts';

const statusTones: Record<RecordCheck['status'], PillTone> = {
  ok: 'success',
  warning: 'warning',
  error: 'danger',
  missing: 'neutral',
};

function Check({ label, check, texts }: { label: string; check: RecordCheck; texts: DmarcTexts }) {
  return (
    <CheckBlock>
      <div className="title">
        <h3>{label}</h3>
        <Pill tone={statusTones[check.status]} hasDot>
          {texts.checkStatus(check.status)}
        </Pill>
        <Code className="muted">{check.name}</Code>
      </div>
      {check.record !== null && <pre>{check.record}</pre>}
      {check.findings.length > 0 && (
        <Findings>
          {check.findings.map((finding, index) => (
            <li key={index} data-severity={finding.severity}>
              <span className="severity">{texts.severity(finding.severity)}</span>{' '}
              {texts.finding(finding)}
            </li>
          ))}
        </Findings>
      )}
    </CheckBlock>
  );
}

export function DnsChecksPanel({ domain }: { domain: string }) {
  const texts = useDmarcTexts();
  const { t, format } = texts;
  const query = useQuery((api) => api.member.dmarc.dns_records({ domain }), [domain]);
  const report = query.data;
  return (
    <Panel
      title={t('dns.title')}
      meta={report && t('dns.checkedAt', { time: format.dateTime(report.checked_at) })}
      actions={
        <Button variant="secondary" onPress={query.reload}>
          {t('dns.checkAgain')}
        </Button>
      }
      status={query.status}
      hasContent={report !== undefined}
      onReload={query.reload}
      isWide
    >
      {report && (
        <>
          <Check label={t('dns.record.dmarc')} check={report.dmarc} texts={texts} />
          <Check
            label={
              report.spf.lookups === null
                ? t('dns.record.spf')
                : t('dns.record.spfLookups', { count: report.spf.lookups })
            }
            check={report.spf}
            texts={texts}
          />
          {report.dkim.length === 0 ? (
            <CheckBlock>
              <div className="title">
                <h3>{t('dns.record.dkim')}</h3>
              </div>
              <p className="muted">{t('dns.noSelector')}</p>
            </CheckBlock>
          ) : (
            report.dkim.map((check) => (
              <Check
                key={check.selector}
                label={t('dns.record.dkimSelector', { selector: check.selector })}
                check={check}
                texts={texts}
              />
            ))
          )}
          <Check label={t('dns.record.mtaSts')} check={report.mta_sts} texts={texts} />
          <Check label={t('dns.record.tlsRpt')} check={report.tls_rpt} texts={texts} />
          <Check label={t('dns.record.bimi')} check={report.bimi} texts={texts} />
        </>
      )}
    </Panel>
  );
}

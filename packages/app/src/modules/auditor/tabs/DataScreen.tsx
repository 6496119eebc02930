// Email Auditor, a report's data (inbox/{report}/data): the facts the checks used (client IP,
// PTR, HELO, TLS, Return-Path, results...) as a table of names and values, each name in the
// reader's language beside the key it has in the data; then the report as JSON, the way an
// integration reads it, with a copy button. The header and the message's parts have their own
// views and are left out of the JSON.
import type { EmailAuditDetail } from '@console/contract';
import { useId } from 'react';
import { Card, CardHead, JsonBlock, Note, ValueTable } from '../shared/auditor.styles.ts';
import { CopyButton } from '../shared/CopyButton.tsx';
import { useAuditorTexts, type AuditorTexts } from '../shared/useAuditorTexts.ts';
import { ReportFrame } from '../report/ReportFrame.tsx';
import type { TabScreenProps } from './HeaderScreen.tsx';

/** The report without what the header, text and HTML views show. */
export const reportJson = ({
  header: _header,
  text: _text,
  html: _html,
  ...report
}: EmailAuditDetail) => JSON.stringify(report, null, 2);

function JsonCard({
  report,
  texts,
  copyText,
}: { report: EmailAuditDetail; texts: AuditorTexts } & TabScreenProps) {
  const { t } = texts;
  const headingId = useId();
  const json = reportJson(report);
  return (
    <Card aria-labelledby={headingId}>
      <CardHead>
        <h2 id={headingId}>{t('data.json')}</h2>
        <CopyButton value={json} label={t('data.copyJson')} text={t('copy')} copyText={copyText} />
      </CardHead>
      <Note>{t('data.jsonNote')}</Note>
      {/* Focusable so that a keyboard can scroll it. */}
      <JsonBlock tabIndex={0} aria-labelledby={headingId}>
        {json}
      </JsonBlock>
    </Card>
  );
}

export function DataScreen({ copyText }: TabScreenProps) {
  const texts = useAuditorTexts();
  const { t } = texts;
  return (
    <ReportFrame
      view="data"
      title={t('data.title')}
      after={(report) => <JsonCard report={report} texts={texts} copyText={copyText} />}
    >
      {(report) => {
        const facts = Object.entries(report.data);
        return facts.length > 0 ? (
          <ValueTable>
            <thead>
              <tr>
                <th scope="col">{t('data.column.name')}</th>
                <th scope="col">{t('data.column.value')}</th>
              </tr>
            </thead>
            <tbody>
              {facts.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">
                    {texts.fact(name)} <code>{name}</code>
                  </th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </ValueTable>
        ) : (
          <Note>{t('data.none')}</Note>
        );
      }}
    </ReportFrame>
  );
}

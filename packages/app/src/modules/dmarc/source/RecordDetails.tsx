// Every field of one aggregate record, under its line in the source's table.
import { Code, Details } from '../shared/dmarc.styles.ts';
import type { SourceResultRow } from '../shared/dmarcTypes.ts';
import type { DmarcTexts } from '../shared/useDmarcTexts.ts';

export function RecordDetails({ row, texts }: { row: SourceResultRow; texts: DmarcTexts }) {
  const { t, format } = texts;
  const none = t('source.summary.none');
  const aligned = (value: boolean) => (value ? t('source.aligned') : t('source.notAligned'));
  return (
    <Details>
      <dt>{t('csv.reportId')}</dt>
      <dd>
        <Code>{row.report_id}</Code>
      </dd>
      <dt>{t('column.ip')}</dt>
      <dd>
        {row.source_ip}
        {row.ptr ? ` (${row.ptr})` : ''}
        {texts.place(row) ? ` · ${texts.place(row)}` : ''}
      </dd>
      <dt>{t('details.headerFrom')}</dt>
      <dd>{row.header_from}</dd>
      <dt>{t('details.envelopeFrom')}</dt>
      <dd>{row.envelope_from ?? none}</dd>
      <dt>{t('details.envelopeTo')}</dt>
      <dd>{row.envelope_to ?? none}</dd>
      <dt>SPF</dt>
      <dd>
        <ul>
          {row.spf.length === 0 && <li>{none}</li>}
          {row.spf.map((spf, index) => (
            <li key={index}>
              {spf.domain}
              {spf.scope ? ` (${spf.scope})` : ''}: {texts.result(spf.result)},{' '}
              {aligned(spf.aligned)}
            </li>
          ))}
        </ul>
      </dd>
      <dt>DKIM</dt>
      <dd>
        <ul>
          {row.dkim.length === 0 && <li>{none}</li>}
          {row.dkim.map((dkim, index) => (
            <li key={index}>
              {dkim.domain}
              {dkim.selector ? `, ${t('details.selector', { selector: dkim.selector })}` : ''}:{' '}
              {texts.result(dkim.result)}, {aligned(dkim.aligned)}
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('column.reasons')}</dt>
      <dd>
        {row.reasons.length === 0
          ? none
          : row.reasons
              .map((reason) => (reason.comment ? `${reason.type}: ${reason.comment}` : reason.type))
              .join('; ')}
      </dd>
      <dt>{t('column.messages')}</dt>
      <dd>{format.count(row.messages)}</dd>
    </Details>
  );
}

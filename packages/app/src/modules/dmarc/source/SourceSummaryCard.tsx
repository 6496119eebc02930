// What one source was seen with in the range: its IPs (with PTR names, country and network),
// the DKIM domains and selectors that signed its mail and the SPF domains it was checked
// against, each with its messages; the source's DMARC pass over all; and whose data names the
// countries and networks, as its licence asks.
import { useId } from 'react';
import { Card, Code, Facts } from '../shared/dmarc.styles.ts';
import type { DmarcTexts } from '../shared/useDmarcTexts.ts';
import type { SourceSummary } from './resultRows.ts';

function Seen({
  items,
  texts,
}: {
  items: { name: string; messages: number }[];
  texts: DmarcTexts;
}) {
  if (items.length === 0) return <span className="muted">{texts.t('source.summary.none')}</span>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.name}>
          <Code>{item.name}</Code>{' '}
          <span className="muted">
            {texts.t('source.summary.messages', {
              count: item.messages,
              value: texts.format.count(item.messages),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function SourceSummaryCard({
  summary,
  texts,
}: {
  summary: SourceSummary;
  texts: DmarcTexts;
}) {
  const { t, format } = texts;
  const headingId = useId();
  const rate = summary.messages > 0 ? summary.dmarcPass / summary.messages : 0;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('source.summary.title')}</h2>
      <Facts>
        <dt>{t('column.messages')}</dt>
        <dd>
          {t('source.summary.passing', {
            messages: format.count(summary.messages),
            rate: format.percent(rate),
          })}
        </dd>
        <dt>{t('source.summary.ips')}</dt>
        <dd>
          <Seen
            texts={texts}
            items={summary.ips.map((ip) => ({
              name: [ip.ptr ? `${ip.ip} (${ip.ptr})` : ip.ip, texts.place(ip)]
                .filter(Boolean)
                .join(' · '),
              messages: ip.messages,
            }))}
          />
        </dd>
        <dt>{t('source.summary.dkim')}</dt>
        <dd>
          <Seen texts={texts} items={summary.dkim} />
        </dd>
        <dt>{t('source.summary.spf')}</dt>
        <dd>
          <Seen texts={texts} items={summary.spf} />
        </dd>
        <dt>{t('column.reporters')}</dt>
        <dd>{summary.reporters.join(', ') || t('source.summary.none')}</dd>
      </Facts>
      <p className="muted">{t('source.summary.ipData')}</p>
    </Card>
  );
}

// The tiles of the statistics pages: one account's use of a measure against its limit (the
// figures, a bar and the level in words), every account's total with who is near or over, and a
// plain figure (a user's visits, last visit).
import type { ReactNode } from 'react';
import { Pill } from '@console/ui';
import { Tile, UsageBar } from './statistics.styles.ts';
import { barShare, usageLevel, type MeasureSummary, type Usage } from './usageLimits.ts';
import { LEVEL_TONE, type StatisticsTexts } from './useStatisticsTexts.ts';

export function UsageTile({
  label,
  usage,
  texts,
}: {
  label: string;
  usage: Usage;
  texts: StatisticsTexts;
}) {
  const level = usageLevel(usage);
  return (
    <Tile>
      <dt>
        <span>{label}</span>
        <Pill tone={LEVEL_TONE[level]}>{texts.levelName(level)}</Pill>
      </dt>
      <dd className="value">{texts.usageText(usage)}</dd>
      {usage.limit !== null && (
        <dd aria-hidden="true">
          <UsageBar data-level={level}>
            <span style={{ width: `${barShare(usage) * 100}%` }} />
          </UsageBar>
        </dd>
      )}
    </Tile>
  );
}

/** A measure over every account: the total, then who is over or near the limit, in words. */
export function SummaryTile({
  label,
  summary,
  texts,
}: {
  label: string;
  summary: MeasureSummary;
  texts: StatisticsTexts;
}) {
  const { t, format } = texts;
  const over = texts.overText(summary);
  const near = texts.nearText(summary);
  const pills: ReactNode[] = [];
  if (over)
    pills.push(
      <Pill key="over" tone="danger">
        {over}
      </Pill>,
    );
  if (near)
    pills.push(
      <Pill key="near" tone="warning">
        {near}
      </Pill>,
    );
  if (pills.length === 0)
    pills.push(
      summary.limited > 0 ? (
        <Pill key="within" tone="success">
          {t('statistics.summary.allWithin')}
        </Pill>
      ) : (
        <Pill key="none">{t('statistics.summary.noLimit')}</Pill>
      ),
    );
  return (
    <Tile>
      <dt>
        <span>{label}</span>
      </dt>
      <dd className="value">{format.count(summary.total)}</dd>
      <dd className="pills">{pills}</dd>
    </Tile>
  );
}

export function FigureTile({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <Tile>
      <dt>
        <span>{label}</span>
      </dt>
      <dd className="value">{value}</dd>
      {detail && <dd className="detail">{detail}</dd>}
    </Tile>
  );
}

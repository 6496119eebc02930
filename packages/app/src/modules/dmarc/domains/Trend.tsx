// A domain's trend: its DMARC pass rate now against the days before, in percentage points
// ("+1.2 pts"), coloured by direction (the sign carries it too); the full sentence is its
// title. A change under half a point is steady; no mail before shows a dash.
import { styled } from 'styled-components';
import { color } from '@console/ui';
import { CellText } from '../shared/dmarc.styles.ts';
import { useDmarcTexts } from '../shared/useDmarcTexts.ts';

const TrendText = styled(CellText)`
  font-variant-numeric: tabular-nums;
  &[data-direction='up'] {
    color: ${color('success')};
  }
  &[data-direction='down'] {
    color: ${color('danger')};
  }
`;

export function Trend({ change, since }: { change: number | null; since: string }) {
  const { t, format } = useDmarcTexts();
  if (change === null) return <TrendText title={t('domains.trend.none', { since })}>—</TrendText>;
  const points = format.count(Math.abs(change * 100), 1);
  const direction = change >= 0.005 ? 'up' : change <= -0.005 ? 'down' : 'steady';
  return (
    <TrendText
      data-direction={direction}
      title={t(`domains.trend.${direction}`, { points, since })}
    >
      {t(`domains.trend.short.${direction}`, { points })}
    </TrendText>
  );
}

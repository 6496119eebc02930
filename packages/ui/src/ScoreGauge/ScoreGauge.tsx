// The score of one audit topic (CONNECTION, DKIM, ...) on a 0 to 10 scale, as a react-aria Meter
// (role meter with aria-valuenow); a topic without a score shows the default 5.
import { Label } from 'react-aria-components';
import { formatDecimal, type NumberFormat } from '../MetricTile/formatMetric.ts';
import { normalizeScore, SCORE_MAX, SCORE_MIN, scoreLevel, scoreRatio } from './scoreScale.ts';
import { Gauge, StyledMeter } from './ScoreGauge.styles.ts';

export interface ScoreGaugeProps {
  /** The topic's name, the meter's label. */
  label: string;
  score?: number | null;
  numberFormat?: NumberFormat;
  /** "of 10" in the visible value; the accessible value text reads "7.5 of 10". */
  outOfLabel?: string;
}

export function ScoreGauge({
  label,
  score,
  numberFormat = '#,###.##',
  outOfLabel = 'of',
}: ScoreGaugeProps) {
  const value = normalizeScore(score);
  const text = `${formatDecimal(value, numberFormat, 1)} ${outOfLabel} ${SCORE_MAX}`;
  return (
    <StyledMeter
      value={value}
      minValue={SCORE_MIN}
      maxValue={SCORE_MAX}
      valueLabel={text}
      data-level={scoreLevel(value)}
    >
      <div className="header">
        <Label>{label}</Label>
        <span className="value">{text}</span>
      </div>
      <Gauge aria-hidden="true">
        <span className="fill" style={{ width: `${scoreRatio(value) * 100}%` }} />
      </Gauge>
    </StyledMeter>
  );
}

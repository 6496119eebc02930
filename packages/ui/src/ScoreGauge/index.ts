export { ScoreGauge, type ScoreGaugeProps } from './ScoreGauge.tsx';
export { DEFAULT_SCORE, SCORE_MAX, SCORE_MIN } from './scoreScale.ts';

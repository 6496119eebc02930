import { css } from 'styled-components';
import { color } from '../theme/tokens.ts';

/** Whether a change is good news: a rise of a metric where higher is better, or a fall. */
export type Trend = 'good' | 'bad' | 'flat';

export const trendOf = (delta: number, higherIsBetter: boolean): Trend =>
  delta === 0 ? 'flat' : delta > 0 === higherIsBetter ? 'good' : 'bad';

/** The colours of a change by its `data-trend`, shared by the tiles and the tables' change columns. */
export const trendColors = css`
  font-variant-numeric: tabular-nums;
  color: ${color('fg-muted')};

  &[data-trend='good'] {
    color: ${color('success')};
  }
  &[data-trend='bad'] {
    color: ${color('danger')};
  }
`;

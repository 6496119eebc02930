import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const ChartFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  /* Vega draws text and axes in currentColor: the chart follows the theme. */
  color: ${color('fg-default')};

  /* A long title wraps and the table button goes below it on a phone, never over it. */
  .caption {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
  }
  .title {
    flex: 1 1 16em;
    min-width: 0;
    font-weight: 600;
  }
  .picture {
    min-height: 120px;
  }
  .message {
    margin: 0;
    padding: ${space(4)} 0;
    color: ${color('fg-muted')};
    text-align: center;
  }
  .data {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .data caption {
    text-align: left;
    color: ${color('fg-muted')};
    padding-bottom: ${space(1)};
  }
  .data th,
  .data td {
    padding: ${space(1)} ${space(3)};
    border-bottom: 1px solid ${color('border-default')};
    text-align: left;
  }
  .data [data-align='right'] {
    text-align: right;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

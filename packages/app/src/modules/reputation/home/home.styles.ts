// The overview's figures: the number of assets listed now, large, with what it counts beside it.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';

export const FigureBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  .figure {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(1)} ${space(2)};
    margin: 0;
  }
  .value {
    font-size: 32px;
    font-weight: 650;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .figure[data-alarm] .value {
    color: ${color('danger')};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    color: ${color('fg-muted')};
    list-style: none;
  }
`;

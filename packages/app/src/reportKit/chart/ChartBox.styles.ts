import { styled } from 'styled-components';
import { color } from '@console/ui';

/** The chart sits in the panel's frame: its own figure loses border and padding. */
export const ChartBox = styled.div`
  min-width: 0;
  min-height: 240px;

  figure {
    padding: 0;
    border: 0;
    background: none;
  }
  figcaption .title {
    font-weight: 500;
    color: ${color('fg-muted')};
  }
`;

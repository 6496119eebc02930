import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';
import { trendColors } from './trend.ts';

// A description list is the element for a label and its value; one tile is one pair.
export const Tile = styled.dl`
  display: inline-flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 160px;
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

// A caption longer than the tile is wide (German compounds: Zurückstellungsrate) breaks inside the
// word, hyphenated where the browser has the page language's dictionary, instead of running out
// of the tile.
export const Label = styled.dt`
  overflow-wrap: anywhere;
  hyphens: auto;
  color: ${color('fg-muted')};
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

export const Value = styled.dd`
  margin: 0;
  font-size: 24px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;

  .placeholder {
    color: ${color('fg-muted')};
    font-size: 14px;
    font-weight: 400;
  }
`;

export const Delta = styled.dd`
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  ${trendColors}
`;

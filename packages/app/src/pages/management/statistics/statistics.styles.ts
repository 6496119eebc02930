// The statistics pages' look, over the shell's screen fragments: the page and its header, the
// run bar's row (a picker with its "all" button), the tiles of figures with their usage bar,
// and the small parts of table cells (a share with its bar, a muted word).
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import {
  screenHeader,
  screenPage,
  screenSections,
  screenTitle,
} from '../../../shell/screen.styles.ts';

export const Page = styled.div`
  ${screenPage}
  ${screenTitle}
  ${screenSections}
`;

export const Header = styled.header`
  ${screenHeader}

  > div {
    min-width: 0;
    max-width: 720px;
  }
`;

/** A picker and the button that brings back every account or user, side by side. */
export const PickerGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};

  @media (max-width: 599px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** The panels of a page, one under the other. */
export const Panels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
`;

/** Tiles of figures: as many 220 px columns as fit, one on a phone. */
export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(3)};
`;

// A description list: a tile is one figure with its label and details.
export const Tile = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
  margin: 0;
  padding: ${space(3)};
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};

  dt {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    color: ${color('fg-muted')};
    font-size: 13px;
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .value {
    font-size: 18px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .pills {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
  }
  .detail {
    color: ${color('fg-muted')};
    font-size: 13px;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A share of a limit drawn as a bar (decorative: the text beside it says the figures). Its
 * colour follows the level: over in danger, near in warning, within in the accent colour.
 */
export const UsageBar = styled.span`
  display: block;
  height: 6px;
  overflow: hidden;
  border-radius: 3px;
  background: ${color('bg-subtle')};

  > span {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: ${color('accent')};
  }
  &[data-level='near'] > span {
    background: ${color('warning')};
  }
  &[data-level='over'] > span {
    background: ${color('danger')};
  }
`;

/** A table cell's share of the limit: the percentage, then a short bar. */
export const ShareCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  height: 35px;

  > span:first-child {
    flex: 0 0 auto;
    min-width: 4.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${UsageBar} {
    flex: 1 1 auto;
    min-width: 24px;
  }
`;

/** A cell's pill, centred in the 36 px row. */
export const CellPill = styled.span`
  display: flex;
  align-items: center;
  height: 35px;
`;

export const Muted = styled.span`
  color: ${color('fg-muted')};
`;

/** The chart's measure, beside the panel's title. */
export const MeasureChoice = styled.div`
  min-width: 170px;
`;

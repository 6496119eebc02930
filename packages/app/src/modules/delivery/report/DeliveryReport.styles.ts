// The report page's frame: title row, run bar, key figures and the panels' grid.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { screenPage, screenTitle } from '../../../shell/screen.styles.ts';

export const Page = styled.div`
  ${screenPage}
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
  ${screenTitle}
  p {
    margin: ${space(1)} 0 0;
    color: ${color('fg-muted')};
  }
`;

export const TitleActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: ${space(3)};
`;

export const RunActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};

  .pending {
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;

/** Key figures: as many tiles per row as fit, none narrower than the tile's own minimum. */
export const Tiles = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  .tiles {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: ${space(3)};
  }
  .tiles > dl {
    min-width: 0;
  }
  .compared {
    margin: 0;
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;

export const VisuallyHidden = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

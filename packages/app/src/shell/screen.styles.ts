// The frame every screen of the shell shares: a column of blocks, the screen's title (h1) and
// the muted line under it. Fragments, so each screen keeps its own element and adds its own.
import { css } from 'styled-components';
import { color, space } from '@console/ui';

export const screenPage = css`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
  color: ${color('fg-default')};
`;

export const screenTitle = css`
  h1 {
    margin: 0;
    font-size: 20px;
    font-weight: 650;
    line-height: 1.3;
  }
`;

/** The title with its line right under it. */
export const screenHeading = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  ${screenTitle}
  p {
    margin: 0;
    color: ${color('fg-muted')};
  }
`;

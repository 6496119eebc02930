// The frame every screen of the shell shares: a column of blocks, the screen's title (h1) and
// the muted line under it, the titles of its sections, the header beside its actions, cards. Fragments,
// so each screen keeps its own element and adds its own. One element: the list of fields an
// expanded table row shows, the same on every screen that has one.
import { css, styled } from 'styled-components';
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

/** The titles inside a screen: h2 for a panel or a card, h3 below it. */
export const screenSections = css`
  h2,
  h3 {
    margin: 0;
    line-height: 1.3;
    font-weight: 650;
  }
  h2 {
    font-size: 16px;
  }
  h3 {
    font-size: 14px;
  }
`;

/** The title block (h1 and its line) beside the screen's actions, wrapping below when narrow. */
export const screenHeader = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};

  p {
    margin: ${space(1)} 0 0;
    color: ${color('fg-muted')};
  }
`;

/** A card of a screen: a bordered surface holding a column of blocks. */
export const screenCard = css`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
  padding: ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};

  p {
    margin: 0;
  }
  .muted {
    color: ${color('fg-muted')};
  }
`;

/** An expanded table row: its fields, named on the left. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space(1)} ${space(3)};
  margin: 0;
  padding: ${space(2)} ${space(3)};
  font-size: 13px;

  dt {
    color: ${color('fg-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

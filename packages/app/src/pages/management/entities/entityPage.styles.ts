// The entity pages' look over the shell's screen fragments: the page and its header, the
// toolbar (search and Add), the table beside its editor on wide screens and above it on narrow
// ones, the pager under the table, and the editor's card with the change history.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import {
  screenCard,
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
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(3)};

  > :first-child {
    flex: 1 1 240px;
    max-width: 420px;
  }
`;

/** The table, and the editor beside it from 1200 px, under it below. */
export const Body = styled.div<{ $hasEditor: boolean }>`
  display: grid;
  grid-template-columns: ${({ $hasEditor }) =>
    $hasEditor ? 'minmax(0, 1fr) minmax(340px, 440px)' : 'minmax(0, 1fr)'};
  align-items: start;
  gap: ${space(4)};

  @media (max-width: 1199px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const TableColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(2)};
  color: ${color('fg-muted')};
`;

export const EditorBox = styled.div`
  ${screenCard}
  gap: ${space(4)};

  form h2 {
    overflow-wrap: anywhere;
  }
  section {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    padding-top: ${space(3)};
    border-top: 1px solid ${color('border-default')};
  }
`;

export const HistoryList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    color: ${color('fg-muted')};
  }
  ul {
    margin: ${space(1)} 0 0;
    padding-left: ${space(4)};
    overflow-wrap: anywhere;
  }
`;

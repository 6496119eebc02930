// The DMARC pages' frame (its header and module links are the shell's ModuleHeader): cards of facts, code and scrollable text
// blocks (record, headers, raw message), and the table cells' small parts.
import { Link } from 'react-router';
import { css, styled } from 'styled-components';
import { color, space } from '@console/ui';
import {
  screenCard,
  screenPage,
  screenSections,
  screenTitle,
} from '../../../shell/screen.styles.ts';

const mono = `ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace`;

export const Page = styled.div`
  ${screenPage}
  ${screenTitle}
  ${screenSections}
`;

export { ActionLink } from '../../../shell/ActionLink.styles.ts';
export { Details } from '../../../shell/screen.styles.ts';

/** A link of a table or a list of facts: accent, underlined on hover, on one line. */
export const textLink = css`
  color: ${color('accent')};
  font-weight: 550;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 1px;
  }
`;

/** A link inside a table cell: the row's way to its detail page. */
export const CellLink = styled(Link)`
  ${textLink}
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const CellText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  .muted {
    color: ${color('fg-muted')};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${space(4)};
  align-items: start;
`;

export const Card = styled.section`
  ${screenCard}
  ol,
  ul {
    margin: 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
  }
`;

/** Label and value pairs, labels in a column of their own. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space(2)} ${space(4)};
  margin: 0;

  dt {
    color: ${color('fg-muted')};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(1)} ${space(2)};
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(1)};
    dd {
      margin-bottom: ${space(2)};
    }
  }
`;

export const Code = styled.code`
  font-family: ${mono};
  font-size: 12.5px;
  overflow-wrap: anywhere;
`;

/** A DNS record or a value as written: monospace on a tinted block, wrapped anywhere. */
export const recordBlock = css`
  min-width: 0;
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: var(--radius);
  background: ${color('bg-subtle')};
  font-family: ${mono};
  font-size: 12.5px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A value to copy: monospace on a tinted block, with its copy button beside it. */
export const CopyRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  min-width: 0;

  pre {
    flex: 1;
    ${recordBlock}
  }
`;

/** Text as received (headers, a whole message): never interpreted, scrolled in place. */
export const ScrollBlock = styled.pre`
  max-height: 420px;
  margin: 0;
  padding: ${space(3)};
  overflow: auto;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-subtle')};
  color: ${color('fg-default')};
  font-family: ${mono};
  font-size: 12px;
  line-height: 1.5;
  white-space: pre;

  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
`;

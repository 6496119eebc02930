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

export const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export { ActionLink } from '../../../shell/ActionLink.styles.ts';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
`;

export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)} ${space(3)};

  p {
    margin: 0;
    color: ${color('fg-muted')};
  }
`;

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space(3)};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${space(4)};
  align-items: start;
`;

export const Card = styled.section`
  ${screenCard}
`;

/** Label and value pairs of a card, labels in a column of their own. */
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
    align-items: center;
    gap: ${space(2)};
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Code = styled.code`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 12.5px;
`;

/** A command or address to copy: monospace on a tinted block, wrapping anywhere. */
export const CodeBlock = styled.pre`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: var(--radius);
  background: ${color('bg-subtle')};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 12.5px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const DatasetList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(1)} ${space(2)};
  }
  a {
    color: ${color('accent')};
  }
`;

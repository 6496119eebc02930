// The help link beside a screen's title (HelpLink.tsx): a quiet icon that the pointer and the
// keyboard both find, 28 px square so it is an easy target, on the title's first line.
import { color } from '@console/ui';
import { Link } from 'react-router';
import { styled } from 'styled-components';

/** The title and its help link on one line; the title keeps its own styles. */
export const TitleLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  min-width: 0;

  > :first-child {
    min-width: 0;
  }
`;

export const HelpAnchor = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  /* Overhangs the title's line box rather than making it taller: the page does not move. */
  margin: -2px 0;
  border-radius: var(--radius);
  color: ${color('fg-muted')};

  &:hover {
    color: ${color('accent')};
    background: ${color('bg-hover')};
  }
  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 1px;
  }
`;

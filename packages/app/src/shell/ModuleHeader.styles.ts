// The header of a module's pages (ModuleHeader.tsx): the title and the line under it, beside the
// module's places as links, the current one marked.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { screenHeader } from './screen.styles.ts';

export const Header = styled.header`
  ${screenHeader}

  > div {
    min-width: 0;
  }
  h1 {
    overflow-wrap: anywhere;
  }
`;

export const ModuleNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    height: var(--control-height);
    padding: 0 ${space(3)};
    border-radius: var(--radius);
    color: ${color('fg-default')};
    font-weight: 550;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: ${color('bg-hover')};
  }
  a[aria-current='page'] {
    background: ${color('bg-subtle')};
    box-shadow: inset 0 -2px 0 ${color('accent')};
  }
  a:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;

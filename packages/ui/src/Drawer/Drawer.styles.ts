import { styled } from 'styled-components';
import { Button, Link } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const RAIL_WIDTH = 56;
export const OPEN_WIDTH = 240;

/** In the page flow on tablet and desktop (a rail when closed); an overlay on mobile. */
export const DrawerRoot = styled.div`
  position: relative;
  flex: none;
  height: 100%;
  width: ${RAIL_WIDTH}px;
  transition: width 150ms ease;

  &[data-open] {
    width: ${OPEN_WIDTH}px;
  }
  &[data-device='mobile'] {
    width: 0;
  }
  &[data-device='mobile']:not([data-open]) {
    display: none;
  }
`;

export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  background: rgb(0 0 0 / 0.4);
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  height: 100%;
  width: 100%;
  padding: ${space(2)};
  overflow: hidden;
  background: ${color('bg-surface')};
  border-right: 1px solid ${color('border-default')};

  [data-device='mobile'] > & {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: 21;
    width: min(${OPEN_WIDTH + 40}px, 85vw);
    box-shadow: 4px 0 24px rgb(0 0 0 / 0.25);
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowButton = `
  display: flex;
  align-items: center;
  gap: ${space(3)};
  height: 40px;
  padding: 0 10px;
  border-radius: var(--radius);
  color: ${color('fg-default')};
  outline: none;
  cursor: pointer;
  white-space: nowrap;

  &[data-hovered] {
    background: ${color('bg-hover')};
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: -2px;
  }
  .icon {
    display: inline-flex;
    flex: none;
    width: 20px;
    justify-content: center;
  }
`;

export const ToggleButton = styled(Button)`
  ${rowButton}
  width: 40px;
  padding: 0;
  justify-content: center;
  border: none;
  background: transparent;
  font: inherit;
`;

export const NavLink = styled(Link)`
  ${rowButton}
  position: relative;
  text-decoration: none;
  font-weight: 500;

  &[aria-current='page'] {
    background: ${color('bg-subtle')};
    color: ${color('accent')};
    font-weight: 650;
  }
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    left: 0;
    top: 8px;
    bottom: 8px;
    width: 3px;
    border-radius: 2px;
    background: ${color('accent')};
  }

  /* Closed: icons only; the label stays in the accessibility tree as the link's name. */
  [data-closed] & .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

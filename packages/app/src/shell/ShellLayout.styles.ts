// The shell's frame: banner on top, then the drawer beside a column holding the top bar and the
// scrolling main area. Fixed to the viewport, so the page is the whole window whatever wraps it.
import { color, space } from '@console/ui';
import { Link } from 'react-router';
import { styled } from 'styled-components';

export const Frame = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${color('bg-canvas')};
  color: ${color('fg-default')};
`;

export const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  min-height: 0;
`;

/** Pointer enter and leave of the drawer, without a box of its own. */
export const DrawerHoverArea = styled.div`
  display: contents;
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
`;

/**
 * Takes the height the top bar leaves: its basis is 0, not its content, so a long page never
 * squeezes the top bar (which wraps to two rows on phones) below its own height.
 */
export const Main = styled.main`
  flex: 1 1 0;
  min-height: 0;
  overflow: auto;
  padding: 24px 28px 32px;
  outline: none;

  @media (max-width: 599px) {
    padding: ${space(4)} ${space(3)};
  }
`;

/** The first stop of the keyboard: jumps past the banner, drawer and top bar. */
export const SkipLink = styled.a`
  position: absolute;
  z-index: 30;
  top: 8px;
  left: 8px;
  padding: 8px 12px;
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('accent')};
  font-weight: 600;
  box-shadow: 0 2px 8px ${color('shadow')};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: 2px solid ${color('focus-ring')};
  }
`;

/** The title of a shell page (pages of later releases, help, the legacy page). */
export const PageTitle = styled.h1`
  margin: 0 0 ${space(2)};
  font-size: 22px;
  line-height: 1.3;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

export const PageIntro = styled.p`
  margin: 0 0 ${space(4)};
  max-width: 680px;
  color: ${color('fg-muted')};
`;

export const TextLink = styled(Link)`
  color: ${color('accent')};
  font-weight: 550;
  text-decoration: none;
  border-radius: 2px;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;

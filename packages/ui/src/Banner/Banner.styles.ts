import { styled } from 'styled-components';
import { Button } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const BannerRoot = styled.div`
  --banner-bg: ${color('neutral')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  min-height: 48px;
  padding: ${space(2)} ${space(3)} ${space(2)} ${space(4)};
  background: var(--banner-bg);
  color: ${color('fg-on-accent')};

  &[data-tone='info'] {
    --banner-bg: ${color('info')};
  }
  &[data-tone='success'] {
    --banner-bg: ${color('turquoise')};
  }
  &[data-tone='warning'] {
    --banner-bg: ${color('warning')};
  }
  &[data-tone='error'] {
    --banner-bg: ${color('danger')};
  }
`;

export const Message = styled.div`
  flex: 1 1 16em;
  min-width: 0;
  font-weight: 500;
  overflow-wrap: anywhere;
`;

/** The buttons stay together and move under the message on narrow screens. */
export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin-left: auto;
`;

const bannerButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  border-radius: var(--radius);
  color: inherit;
  font: inherit;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: rgb(0 0 0 / 0.12);
  }
  &[data-pressed] {
    background: rgb(0 0 0 / 0.2);
  }
  &[data-focus-visible] {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const ActionButton = styled(Button)`
  ${bannerButton}
  min-height: 32px;
  padding: 0 ${space(3)};
  border: 1px solid currentColor;
  background: transparent;
  font-weight: 600;
  white-space: nowrap;
`;

export const CloseButton = styled(Button)`
  ${bannerButton}
  width: 32px;
  height: 32px;
  border: none;
  background: transparent;

  svg {
    width: 16px;
    height: 16px;
  }
`;

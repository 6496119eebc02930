import { styled } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const StyledButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  height: var(--control-height);
  min-width: var(--control-height);
  padding: 0 ${space(3)};
  border: 1px solid transparent;
  border-radius: var(--radius);
  font: inherit;
  font-weight: 550;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition:
    background 120ms ease,
    border-color 120ms ease;

  /* secondary is the default look */
  background: ${color('bg-surface')};
  border-color: ${color('border-strong')};
  color: ${color('fg-default')};
  &[data-hovered] {
    background: ${color('bg-hover')};
  }

  &[data-variant='primary'] {
    background: ${color('accent')};
    border-color: ${color('accent')};
    color: ${color('fg-on-accent')};
  }
  &[data-variant='primary'][data-hovered] {
    background: ${color('accent-hover')};
    border-color: ${color('accent-hover')};
  }

  &[data-variant='danger'] {
    background: ${color('danger')};
    border-color: ${color('danger')};
    color: ${color('fg-on-accent')};
  }
  &[data-variant='danger'][data-hovered] {
    background: ${color('danger-hover')};
    border-color: ${color('danger-hover')};
  }

  &[data-variant='ghost'] {
    background: transparent;
    border-color: transparent;
    color: ${color('fg-default')};
  }
  &[data-variant='ghost'][data-hovered] {
    background: ${color('bg-hover')};
  }

  &[data-icon-only] {
    padding: 0;
    width: var(--control-height);
  }
  &[data-pressed] {
    filter: brightness(0.92);
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-pending] {
    cursor: progress;
  }
`;

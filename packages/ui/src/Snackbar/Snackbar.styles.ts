import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const Region = styled.section`
  position: fixed;
  left: 50%;
  bottom: ${space(4)};
  z-index: 200;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

export const SnackbarBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-width: 280px;
  max-width: 560px;
  min-height: 44px;
  padding: ${space(1)} ${space(1)} ${space(1)} ${space(3)};
  border-radius: var(--radius);
  box-shadow: 0 8px 24px ${color('shadow')};
  color: ${color('fg-on-accent')};
  background: ${color('accent')};

  &[data-variant='success'] {
    background: ${color('success')};
  }
  &[data-variant='error'] {
    background: ${color('danger')};
  }

  .message {
    flex: 1;
  }
  .icon {
    display: inline-flex;
    flex: none;
  }
`;

/** Buttons on a coloured snackbar: text in the snackbar's own text colour. */
export const SnackbarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-width: 32px;
  height: 32px;
  padding: 0 ${space(2)};
  border: none;
  border-radius: calc(var(--radius) - 2px);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 650;
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.25);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -2px;
  }
`;

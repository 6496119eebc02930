import { styled } from 'styled-components';
import { Button, Input, TextField } from 'react-aria-components';
import { fieldRoot, inputBox } from '../Field/Field.styles.ts';
import { color } from '../theme/tokens.ts';

export const StyledPasswordField = styled(TextField)`
  ${fieldRoot}
`;

export const InputWrap = styled.div`
  position: relative;
  display: flex;
`;

export const StyledPasswordInput = styled(Input)`
  ${inputBox}
  padding-right: var(--control-height);
`;

export const RevealButton = styled(Button)`
  position: absolute;
  top: 3px;
  right: 3px;
  bottom: 3px;
  aspect-ratio: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  border-radius: calc(var(--radius) - 2px);
  background: transparent;
  color: ${color('fg-muted')};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${color('bg-hover')};
    color: ${color('fg-default')};
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

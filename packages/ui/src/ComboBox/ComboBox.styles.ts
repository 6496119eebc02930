import { styled } from 'styled-components';
import { Button, ComboBox as AriaComboBox, Input } from 'react-aria-components';
import { bareInput, fieldRoot } from '../Field/Field.styles.ts';
import { color } from '../theme/tokens.ts';

// An instantiation expression: styled() cannot keep react-aria's generics, so fix them here.
const SingleComboBox = AriaComboBox<object, 'single'>;

export const StyledComboBox = styled(SingleComboBox)`
  ${fieldRoot}
`;

export const ComboInput = styled(Input)`
  ${bareInput}
  padding: 0 0 0 12px;
`;

export const ChevronButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: calc(var(--control-height) - 2px);
  height: calc(var(--control-height) - 2px);
  padding: 0;
  border: none;
  background: transparent;
  color: ${color('fg-muted')};
  cursor: pointer;
`;

import { styled } from 'styled-components';
import { Button, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { fieldRoot, inputBox } from '../Field/Field.styles.ts';
import { color, space } from '../theme/tokens.ts';

// An instantiation expression: styled() cannot keep react-aria's generics, so fix them here.
const SingleSelect = AriaSelect<object, 'single'>;

export const StyledSelect = styled(SingleSelect)`
  ${fieldRoot}

  &[data-invalid] .trigger {
    border-color: ${color('danger')};
  }
`;

export const Trigger = styled(Button)`
  ${inputBox}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  text-align: start;
  cursor: pointer;

  &[data-focus-visible] {
    border-color: ${color('accent')};
    box-shadow: 0 0 0 1px ${color('accent')};
  }
  &[data-focused]:not([data-focus-visible]) {
    box-shadow: none;
    border-color: ${color('border-strong')};
  }
  .chevron {
    flex: none;
    color: ${color('fg-muted')};
  }
`;

export const StyledSelectValue = styled(SelectValue)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${color('fg-muted')};
  }
`;

import { styled } from 'styled-components';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
} from 'react-aria-components';
import { choiceGroup, choiceRow } from '../Field/Field.styles.ts';
import { color } from '../theme/tokens.ts';

export const StyledCheckbox = styled(AriaCheckbox)`
  ${choiceRow}

  .box {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 18px;
    height: 18px;
    border: 1.5px solid ${color('border-strong')};
    border-radius: 4px;
    background: ${color('bg-surface')};
    color: ${color('fg-on-accent')};
    transition: background 120ms ease;
  }
  &[data-hovered] .box {
    border-color: ${color('fg-muted')};
  }
  &[data-selected] .box,
  &[data-indeterminate] .box {
    background: ${color('accent')};
    border-color: ${color('accent')};
  }
  &[data-pressed] .box {
    filter: brightness(0.92);
  }
  &[data-focus-visible] .box {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  &[data-invalid] .box {
    border-color: ${color('danger')};
  }
  &[data-disabled] .box {
    opacity: 0.5;
  }
`;

export const StyledCheckboxGroup = styled(AriaCheckboxGroup)`
  ${choiceGroup}
`;

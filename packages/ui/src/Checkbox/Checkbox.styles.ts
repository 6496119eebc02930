import styled from 'styled-components';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
} from 'react-aria-components';
import { fieldRoot } from '../Field/Field.styles.ts';
import { color, space } from '../theme/tokens.ts';

export const StyledCheckbox = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 24px;
  color: ${color('fg-default')};
  cursor: pointer;

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
  &[data-disabled] {
    cursor: not-allowed;
    color: ${color('fg-muted')};
  }
  &[data-disabled] .box {
    opacity: 0.5;
  }
`;

export const StyledCheckboxGroup = styled(AriaCheckboxGroup)`
  ${fieldRoot}

  .options {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
  }
  &[data-orientation='horizontal'] .options {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${space(4)};
  }
`;

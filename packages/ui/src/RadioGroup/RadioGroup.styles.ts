import styled from 'styled-components';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { fieldRoot } from '../Field/Field.styles.ts';
import { color, space } from '../theme/tokens.ts';

export const StyledRadioGroup = styled(AriaRadioGroup)`
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

export const StyledRadio = styled(AriaRadio)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 24px;
  color: ${color('fg-default')};
  cursor: pointer;

  &::before {
    content: '';
    flex: none;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 1.5px solid ${color('border-strong')};
    background: ${color('bg-surface')};
    transition: border-width 120ms ease;
  }
  &[data-hovered]::before {
    border-color: ${color('fg-muted')};
  }
  &[data-selected]::before {
    border: 5px solid ${color('accent')};
  }
  &[data-pressed]::before {
    filter: brightness(0.92);
  }
  &[data-focus-visible]::before {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  &[data-invalid]::before {
    border-color: ${color('danger')};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${color('fg-muted')};
  }
  &[data-disabled]::before {
    opacity: 0.5;
  }
`;

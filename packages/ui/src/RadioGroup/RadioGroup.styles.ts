import { styled } from 'styled-components';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { choiceGroup, choiceRow } from '../Field/Field.styles.ts';
import { color } from '../theme/tokens.ts';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  ${choiceGroup}
`;

export const StyledRadio = styled(AriaRadio)`
  ${choiceRow}

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
  &[data-disabled]::before {
    opacity: 0.5;
  }
`;

import { styled } from 'styled-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const DimensionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

export const DimensionRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space(3)};

  /* The toggle lines up with the input, under the field's label. */
  .operator {
    margin-top: 22px;
  }
`;

export const OperatorGroup = styled(ToggleButtonGroup)`
  display: inline-flex;
  border: 1px solid ${color('border-strong')};
  border-radius: var(--radius);
  overflow: hidden;
`;

export const OperatorButton = styled(ToggleButton)`
  height: calc(var(--control-height) - 2px);
  padding: 0 ${space(3)};
  border: none;
  background: ${color('bg-surface')};
  color: ${color('fg-default')};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  outline: none;

  & + & {
    border-left: 1px solid ${color('border-strong')};
  }
  &[data-hovered] {
    background: ${color('bg-hover')};
  }
  &[data-selected] {
    background: ${color('accent')};
    color: ${color('fg-on-accent')};
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: -2px;
  }
`;

import { styled } from 'styled-components';
import { Meter } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const StyledMeter = styled(Meter)`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  width: 240px;
  color: ${color('fg-default')};

  .header {
    display: flex;
    justify-content: space-between;
    gap: ${space(2)};
    font-weight: 600;
  }
  .value {
    font-variant-numeric: tabular-nums;
  }
  .fill {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${color('success')};
  }
  &[data-level='fair'] .fill {
    background: ${color('warning')};
  }
  &[data-level='poor'] .fill {
    background: ${color('danger')};
  }
`;

export const Gauge = styled.span`
  display: block;
  height: 8px;
  border-radius: 4px;
  background: ${color('bg-subtle')};
  box-shadow: inset 0 0 0 1px ${color('border-default')};
  overflow: hidden;
`;

import { styled } from 'styled-components';
import { Tooltip } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const StyledTooltip = styled(Tooltip)`
  max-width: 280px;
  padding: ${space(1)} ${space(2)};
  border-radius: 4px;
  background: ${color('fg-default')};
  color: ${color('bg-surface')};
  font-size: 12px;
  line-height: 1.4;
  box-shadow: 0 4px 12px ${color('shadow')};
`;

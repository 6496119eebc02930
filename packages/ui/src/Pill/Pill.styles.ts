import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const StyledPill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  max-width: 100%;
  height: 22px;
  padding: 0 ${space(2)};
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  color: ${color('neutral')};
  background: ${color('neutral-subtle')};

  &[data-tone='info'] {
    color: ${color('info')};
    background: ${color('info-subtle')};
  }
  &[data-tone='success'] {
    color: ${color('success')};
    background: ${color('success-subtle')};
  }
  &[data-tone='warning'] {
    color: ${color('warning')};
    background: ${color('warning-subtle')};
  }
  &[data-tone='danger'] {
    color: ${color('danger')};
    background: ${color('danger-subtle')};
  }
  .dot {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

import { styled } from 'styled-components';
import { color } from '../theme/tokens.ts';

export const UserOptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: 2px 0;

  .email {
    font-size: 12px;
    color: ${color('fg-muted')};
  }
`;

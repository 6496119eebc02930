import { styled } from 'styled-components';
import { color } from '../theme/tokens.ts';

export const DefaultMark = styled.span`
  margin-left: auto;
  padding-left: 12px;
  font-size: 12px;
  color: ${color('fg-muted')};
`;

export const ConfirmText = styled.p`
  margin: 0;
`;

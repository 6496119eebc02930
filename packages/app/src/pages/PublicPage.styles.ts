// Small pieces of the public pages (exceptions, update) inside the sign-in frame (AuthLayout).
import { color } from '@console/ui';
import { styled } from 'styled-components';

export const StatusLine = styled.span`
  display: flex;
  gap: 8px;
  align-items: flex-start;

  svg {
    flex: none;
    margin-top: 3px;
    color: ${color('danger')};
  }
  strong {
    color: ${color('fg-default')};
    font-weight: 600;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color('fg-muted')};
  font-size: 13px;
`;

import styled from 'styled-components';
import { color } from '../theme/tokens.ts';

export const PickerBox = styled.div`
  /* A RunBar on a phone sets the variable to fill the row. */
  width: var(--run-control-width, 240px);
`;

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

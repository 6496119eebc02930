import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  /* A RunBar on a phone sets the variable: the button then fills the row. */
  width: var(--run-control-width, auto);

  > button {
    flex: 1 1 auto;
  }
`;

export const Reason = styled.span`
  font-size: 12px;
  color: ${color('fg-muted')};
`;

import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  background: ${color('bg-surface')};
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);

  /* Phones: each control takes a full row, so long values stay readable. */
  @media (max-width: 599px) {
    --run-control-width: 100%;
    flex-direction: column;
    align-items: stretch;
  }
`;

/** The report button and other actions, pushed to the end of the row. */
export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin-left: auto;

  @media (max-width: 599px) {
    margin-left: 0;
  }
`;

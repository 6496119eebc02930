import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 56px;
  padding: ${space(2)} ${space(4)};
  background: ${color('bg-surface')};
  border-bottom: 1px solid ${color('border-default')};

  @media (max-width: 599px) {
    flex-wrap: wrap;
    padding: ${space(2)};
  }
`;

export const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  flex: 1 1 auto;
  min-width: 0;
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  flex: none;
  margin-left: auto;
`;

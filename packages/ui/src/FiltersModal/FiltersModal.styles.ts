import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${color('accent')};
  color: ${color('fg-on-accent')};
  font-size: 12px;
  font-weight: 650;
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${color('fg-muted')};
`;

/** Holds the dialog's place while the fields' code is on its way. */
export const DimensionsLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  padding: ${space(2)};
`;

import { styled } from 'styled-components';
import { color, space } from '@console/ui';

/** The guide's icon beside its title and one-line explanation. */
export const GuideTitle = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};

  svg {
    flex: none;
    margin-top: 2px;
    color: ${color('fg-muted')};
  }
  p {
    margin-top: ${space(1)};
  }
`;

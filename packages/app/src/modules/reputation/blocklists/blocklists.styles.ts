// The catalogue's cards: a grid that wraps from three columns at 1440 px to one on a phone; a
// card whose list is unhealthy or lists the workspace's assets is marked on its edge as well as
// in words.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { screenCard } from '../../../shell/screen.styles.ts';

export const KindSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};

  & + & {
    margin-top: ${space(3)};
  }
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${space(3)};
`;

export const ListCard = styled.article`
  ${screenCard}
  gap: ${space(2)};
  padding: ${space(3)};
  scroll-margin-top: ${space(4)};

  &[data-health='unhealthy'] {
    border-left: 3px solid ${color('danger')};
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
  }
  h4 {
    margin: 0;
    font-size: 14px;
    font-weight: 650;
  }
  h4:focus {
    outline: none;
  }
  /* the card the overview linked to */
  &:has(h4:focus) {
    border-color: ${color('accent')};
    box-shadow: 0 0 0 1px ${color('accent')};
  }
  .problem {
    color: ${color('danger')};
  }
  .muted {
    font-size: 12px;
  }
  .foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(1)} ${space(3)};
    margin-top: auto;
  }
  code {
    color: ${color('fg-muted')};
  }
`;

import { color, space } from '@console/ui';
import { styled } from 'styled-components';

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(4)};
  margin-top: ${space(4)};
`;

export const Group = styled.section`
  padding: ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: 8px;
  background: ${color('bg-surface')};

  h2 {
    margin: 0 0 ${space(3)};
    font-size: 15px;
    font-weight: 650;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

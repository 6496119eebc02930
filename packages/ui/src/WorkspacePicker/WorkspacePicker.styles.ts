import { styled } from 'styled-components';

/** Wide enough for "Account · Dataset" names, narrower on phones. */
export const PickerBox = styled.div`
  width: 260px;
  max-width: 100%;

  @media (max-width: 599px) {
    width: 180px;
  }
`;

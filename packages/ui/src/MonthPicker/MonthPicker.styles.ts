import styled from 'styled-components';

export const PickerBox = styled.div`
  /* A RunBar on a phone sets the variable to fill the row. */
  width: var(--run-control-width, 180px);
`;

import { styled } from 'styled-components';

/** Wide enough for "12:30 PM" and the list button; the list itself is positioned by react-aria. */
export const TimeMenuBox = styled.div`
  display: inline-block;
  width: 140px;
`;

import { styled } from 'styled-components';
import { Dialog } from 'react-aria-components';
import { space } from '../theme/tokens.ts';

export const Row = styled.div`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space(1)};
  max-width: 100%;
  width: var(--run-control-width, auto);
`;

export const PickerBox = styled.div`
  /* A RunBar on a phone sets the variable to fill the row. */
  width: var(--run-control-width, 180px);
`;

export const CalendarDialog = styled(Dialog)`
  outline: none;
`;

/**
 * The dialog's content while the calendar's code loads: about the size of the two months, so
 * the popover keeps its place when the calendar arrives.
 */
export const CalendarLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: min(520px, calc(100vw - 32px));
  min-height: 370px;
  padding: ${space(2)};
`;

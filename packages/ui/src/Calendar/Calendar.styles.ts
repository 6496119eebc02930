import { styled } from 'styled-components';
import { color, space } from '../theme/tokens.ts';

export const CalendarPanel = styled.section`
  display: inline-flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
  color: ${color('fg-default')};

  .months {
    display: flex;
    gap: ${space(4)};
  }
  table {
    border-collapse: collapse;
  }
  th {
    padding-bottom: ${space(1)};
    color: ${color('fg-muted')};
    font-size: 12px;
    font-weight: 600;
  }
  td {
    padding: 1px 0;
  }
  .react-aria-CalendarCell {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 30px;
    border-radius: 4px;
    cursor: pointer;
    outline: none;
    font-variant-numeric: tabular-nums;
  }
  .react-aria-CalendarCell[data-outside-month] {
    display: none;
  }
  .react-aria-CalendarCell[data-hovered] {
    background: ${color('bg-hover')};
  }
  .react-aria-CalendarCell[data-selected] {
    border-radius: 0;
    background: ${color('accent-subtle')};
  }
  .react-aria-CalendarCell[data-selection-start],
  .react-aria-CalendarCell[data-selection-end] {
    border-radius: 4px;
    background: ${color('accent')};
    color: ${color('fg-on-accent')};
  }
  .react-aria-CalendarCell[data-unavailable],
  .react-aria-CalendarCell[data-disabled] {
    color: ${color('fg-muted')};
    text-decoration: line-through;
    cursor: default;
  }
  .react-aria-CalendarCell[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 1px;
  }
`;

export const MonthNav = styled.div`
  display: grid;
  grid-template-columns: 32px 1fr 32px;
  align-items: center;
  margin-bottom: ${space(2)};

  .react-aria-Button {
    width: 32px;
    height: 32px;
    border: 1px solid transparent;
    border-radius: var(--radius);
    background: transparent;
    color: ${color('fg-default')};
    font-size: 18px;
    cursor: pointer;
  }
  .react-aria-Button[data-hovered] {
    background: ${color('bg-hover')};
  }
  .react-aria-Button[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
  }
  .react-aria-Button[data-disabled] {
    color: ${color('fg-muted')};
    opacity: 0.5;
    cursor: default;
  }
`;

export const MonthHeading = styled.h3`
  margin: 0;
  text-align: center;
  font-size: 14px;
  font-weight: 600;
  text-transform: capitalize;
`;

export const Times = styled.div`
  display: flex;
  gap: ${space(3)};
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

export const Summary = styled.span`
  flex: 1;
  min-width: 0;
  color: ${color('fg-muted')};
  font-size: 13px;
`;

// The inbox list: one row per message, unread ones marked by a dot, a bold title and the word
// "Unread"; the whole row opens the message (the trigger's hit area covers it), and an open
// message shows its full text under the row.
import { color, space } from '@console/ui';
import { styled } from 'styled-components';

export const InboxFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};

  > .summary {
    margin: 0;
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;

export const MessageList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${color('border-default')};
  border-radius: calc(var(--radius) + 2px);
  background: ${color('bg-surface')};
  overflow: hidden;

  > li + li {
    border-top: 1px solid ${color('border-default')};
  }
`;

export const MessageRow = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) auto 16px;
  column-gap: ${space(3)};
  row-gap: ${space(1)};
  padding: ${space(3)} ${space(4)};
  color: ${color('fg-default')};

  &:hover {
    background: ${color('bg-hover')};
  }
  &[data-expanded] {
    background: ${color('bg-subtle')};
  }

  > .mark {
    grid-row: 1;
    align-self: center;
    width: 8px;
    height: 8px;
    border-radius: 50%;
  }
  &[data-unread] > .mark {
    background: ${color('accent')};
  }

  h2 {
    grid-column: 2;
    margin: 0;
    font-size: 15px;
    font-weight: 500;
    line-height: 1.4;
  }
  &[data-unread] h2 {
    font-weight: 700;
  }

  /* The trigger's hit area is the whole row; its focus ring too. */
  .trigger {
    all: unset;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .trigger::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  .trigger[data-focus-visible]::after {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: -2px;
  }

  > .meta {
    grid-column: 3;
    grid-row: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${space(2)};
    color: ${color('fg-muted')};
    font-size: 13px;
  }
  .unread {
    color: ${color('accent')};
    font-weight: 700;
  }
  > .chevron {
    grid-column: 4;
    grid-row: 1;
    align-self: center;
    color: ${color('fg-muted')};
    width: 16px;
    height: 16px;
    transition: transform 120ms ease;
  }
  &[data-expanded] > .chevron {
    transform: rotate(180deg);
  }

  > .excerpt {
    grid-column: 2 / 5;
    margin: 0;
    color: ${color('fg-muted')};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  /* The open message: above the row's hit area, so its text can be selected. */
  > .panel {
    grid-column: 2 / 5;
    position: relative;
  }
  > .panel[data-expanded] {
    padding-top: ${space(2)};
  }

  @media (max-width: 599px) {
    > .meta {
      grid-column: 2 / 5;
      grid-row: 2;
      justify-content: flex-start;
    }
  }
`;

// The release-notes and messages lists: one card per entry, newest first, its date on top.
import { color, space } from '@console/ui';
import { styled } from 'styled-components';

export const EntryList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: calc(var(--radius) + 2px);
  background: ${color('bg-surface')};

  > .entry-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(2)} ${space(3)};
  }
  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
  }
  time {
    color: ${color('fg-muted')};
    font-size: 13px;
  }
  h2 time {
    color: inherit;
    font-size: inherit;
  }
`;

import { styled } from 'styled-components';
import { color, space } from '@console/ui';

export const PanelBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
  padding: ${space(3)} ${space(4)} ${space(4)};
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};
`;

/** Title and actions on one line while they fit; on a narrow panel the actions wrap below. */
export const PanelHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  min-height: var(--control-height);

  h2 {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
  }
  .meta {
    margin: 2px 0 0;
    color: ${color('fg-muted')};
    font-size: 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${space(2)};
    max-width: 100%;
    margin-left: auto;
  }
`;

/** A panel body while it loads or when it failed: the height of a short table, centred. */
export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 180px;
`;

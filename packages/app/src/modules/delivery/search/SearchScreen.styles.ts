import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { screenHeading, screenPage } from '../../../shell/screen.styles.ts';

export const Page = styled.div`
  ${screenPage}
`;

export const Header = styled.header`
  ${screenHeading}
`;

/** The search text takes the room left in the run bar: Message-IDs are long. */
export const FieldSlot = styled.div`
  --run-control-width: 100%;
  flex: 1 1 300px;
  min-width: 220px;
`;

export const Problem = styled.p`
  margin: ${space(2)} 0 0;
  color: ${color('danger')};
  font-size: 13px;
  font-weight: 550;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
`;

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)} ${space(3)};

  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 650;
  }
  p {
    margin: 0;
    color: ${color('fg-muted')};
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-radius: var(--radius);
  background: ${color('warning-subtle')};
  color: ${color('warning')};
  font-weight: 550;
`;

/** The idle state: what can be searched, as a short list under a heading. */
export const Guide = styled.section`
  padding: ${space(4)};
  border: 1px dashed ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-surface')};

  h2 {
    margin: 0 0 ${space(2)};
    font-size: 16px;
    font-weight: 650;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    color: ${color('fg-muted')};
  }
  strong {
    color: ${color('fg-default')};
  }
`;

export const StatusCell = styled.span`
  display: inline-flex;
  gap: ${space(1)};
  min-width: 0;
`;

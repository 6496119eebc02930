// The wizards' look: the steps in a row (the current one marked, the ones done muted), the
// card of the step, and the list of calls with each one's outcome.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';
import { screenCard } from '../../../shell/screen.styles.ts';

export const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space(1)} ${space(3)};
    border: 1px solid ${color('border-default')};
    border-radius: 999px;
    color: ${color('fg-muted')};
  }
  li[data-done] {
    color: ${color('fg-default')};
  }
  li[aria-current='step'] {
    border-color: ${color('accent')};
    color: ${color('fg-default')};
    font-weight: 650;
  }
`;

export const WizardCard = styled.div`
  ${screenCard}
  max-width: 720px;

  dl {
    display: grid;
    grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
    gap: ${space(1)} ${space(4)};
    margin: 0;
  }
  dt {
    color: ${color('fg-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const TaskList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space(2)};
    padding: ${space(2)} ${space(3)};
    border-radius: var(--radius);
    background: ${color('bg-subtle')};
  }
  li[data-status='done'] .status {
    color: ${color('success')};
  }
  li[data-status='failed'] .status {
    color: ${color('danger')};
  }
`;

// The parts of a form in a dialog or a side panel, shared by every screen: the fields one under
// the other, a refusal read out above the buttons, and the buttons, the main one last.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';

/** The fields of a form, one under the other. */
export const FormFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};

  > p {
    margin: 0;
  }
`;

/** A refusal inside a form, above its buttons: read out at once (role alert). */
export const FormAlert = styled.div`
  padding: ${space(2)} ${space(3)};
  border-left: 3px solid ${color('danger')};
  border-radius: var(--radius);
  background: ${color('danger-subtle')};
  color: ${color('fg-default')};

  p {
    margin: 0;
  }
`;

/** A form's buttons under it, right-aligned, the main one last. */
export const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(4)} 0 ${space(2)};
`;

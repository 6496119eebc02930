import { styled } from 'styled-components';
import { Form } from 'react-aria-components';
import { color, space } from '../theme/tokens.ts';

export const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${color('fg-muted')};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(2)} 0 ${space(2)};
`;

/** Announces the current validator message; the visible copy sits under its field. */
export const VisuallyHiddenStatus = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

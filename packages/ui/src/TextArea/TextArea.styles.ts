import { styled } from 'styled-components';
import { TextArea as AriaTextArea, TextField } from 'react-aria-components';
import { fieldRoot, inputBox } from '../Field/Field.styles.ts';
import { space } from '../theme/tokens.ts';

export const StyledTextAreaField = styled(TextField)`
  ${fieldRoot}
`;

export const StyledTextArea = styled(AriaTextArea)`
  ${inputBox}
  padding: ${space(2)} ${space(3)};
  line-height: 1.45;
  resize: vertical;
`;

import { styled } from 'styled-components';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { fieldRoot, inputBox } from '../Field/Field.styles.ts';

export const StyledTextField = styled(AriaTextField)`
  ${fieldRoot}
`;

export const StyledInput = styled(Input)`
  ${inputBox}
`;

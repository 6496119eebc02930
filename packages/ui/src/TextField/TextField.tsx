import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldLabel } from '../Field/Field.styles.ts';
import { FieldHelp, invalidFromMessage, type FieldErrorMessage } from '../Field/FieldHelp.tsx';
import { StyledInput, StyledTextField } from './TextField.styles.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: string;
  description?: string;
  /** Shown under the input; a non-empty string also marks the field invalid. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
}

/** A single-line text input with label, help text and error message (the spec's "Input"). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <StyledTextField {...props} isInvalid={invalidFromMessage(isInvalid, errorMessage)}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <StyledInput placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledTextField>
  );
}

import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldLabel } from '../Field/Field.styles.ts';
import { FieldHelp, invalidFromMessage, type FieldErrorMessage } from '../Field/FieldHelp.tsx';
import { StyledTextArea, StyledTextAreaField } from './TextArea.styles.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'inputMode'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: string;
  description?: string;
  /** Shown under the text area; a non-empty string also marks the field invalid. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Visible lines before it scrolls; the user can resize vertically. */
  rows?: number;
}

/** Multi-line text input, such as the feedback popup's "Your feedback". */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isInvalid,
  ...props
}: TextAreaProps) {
  return (
    <StyledTextAreaField {...props} isInvalid={invalidFromMessage(isInvalid, errorMessage)}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <StyledTextArea placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledTextAreaField>
  );
}

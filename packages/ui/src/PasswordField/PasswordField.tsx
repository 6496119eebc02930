import { useState } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldLabel } from '../Field/Field.styles.ts';
import { FieldHelp, invalidFromMessage, type FieldErrorMessage } from '../Field/FieldHelp.tsx';
import { EyeIcon, EyeOffIcon } from '../Icon/icons.tsx';
import {
  InputWrap,
  RevealButton,
  StyledPasswordField,
  StyledPasswordInput,
} from './PasswordField.styles.ts';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: string;
  description?: string;
  /** Shown under the input; a non-empty string also marks the field invalid. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Accessible name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
}

/** A password input with a button that shows or hides the typed characters. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  isInvalid,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  return (
    <StyledPasswordField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={invalidFromMessage(isInvalid, errorMessage)}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <InputWrap>
        <StyledPasswordInput placeholder={placeholder} />
        <RevealButton
          aria-label={isRevealed ? hidePasswordLabel : showPasswordLabel}
          isDisabled={props.isDisabled ?? false}
          onPress={() => setRevealed((revealed) => !revealed)}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </RevealButton>
      </InputWrap>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledPasswordField>
  );
}

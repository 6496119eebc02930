import type { ReactNode } from 'react';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldLabel } from '../Field/Field.styles.ts';
import { FieldHelp, invalidFromMessage, type FieldErrorMessage } from '../Field/FieldHelp.tsx';
import { StyledRadio, StyledRadioGroup } from './RadioGroup.styles.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  children?: ReactNode;
}

/** One choice among a few visible options; arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props} isInvalid={invalidFromMessage(isInvalid, errorMessage)}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <div className="options">{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children?: ReactNode;
}

export function Radio(props: RadioProps) {
  return <StyledRadio {...props} />;
}

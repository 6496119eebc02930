import type { ReactNode } from 'react';
import type {
  CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { FieldLabel } from '../Field/Field.styles.ts';
import { FieldHelp, invalidFromMessage, type FieldErrorMessage } from '../Field/FieldHelp.tsx';
import { CheckIcon, MinusIcon } from '../Icon/icons.tsx';
import { StyledCheckbox, StyledCheckboxGroup } from './Checkbox.styles.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** Visible label; without one, pass `aria-label`. */
  children?: ReactNode;
}

/** A checkbox, alone or inside a CheckboxGroup (then it takes a `value`). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <StyledCheckbox {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="box" aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon size={14} strokeWidth={3} />
            ) : (
              isSelected && <CheckIcon size={14} strokeWidth={3} />
            )}
          </span>
          {children}
        </>
      )}
    </StyledCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  label?: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  orientation?: 'vertical' | 'horizontal';
  children?: ReactNode;
}

/** A labelled set of checkboxes whose value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  isInvalid,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup
      {...props}
      data-orientation={orientation}
      isInvalid={invalidFromMessage(isInvalid, errorMessage)}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <div className="options">{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledCheckboxGroup>
  );
}

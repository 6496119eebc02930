import type { ValidationResult } from 'react-aria-components';
import { AlertIcon } from '../Icon/icons.tsx';
import { FieldDescription, FieldErrorText } from './Field.styles.ts';

export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

export interface FieldHelpProps {
  description?: string | undefined;
  errorMessage?: FieldErrorMessage | undefined;
}

/** Description and error message under a field; react-aria links both to the input. */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>
        {(validation) => {
          const text =
            typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? validation.validationErrors.join(' '));
          return (
            <>
              <AlertIcon size={14} />
              {text}
            </>
          );
        }}
      </FieldErrorText>
    </>
  );
}

/** A non-empty string error message marks the field invalid, unless `isInvalid` says otherwise. */
export const invalidFromMessage = (
  isInvalid: boolean | undefined,
  errorMessage: FieldErrorMessage | undefined,
): boolean | undefined =>
  isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);

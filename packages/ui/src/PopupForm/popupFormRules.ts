// The rule of the popup form (spec section 4): OK is disabled while a required field is empty or
// a validator returns a message. Only validator messages are shown; an empty required field
// just keeps OK disabled, so a fresh form does not open covered in errors.

export type PopupFormValues = Record<string, string>;

/** Returns a message when the value is not acceptable, nothing when it is. */
export type PopupFormValidator = (
  value: string,
  values: PopupFormValues,
) => string | null | undefined;

export interface PopupFormRuleField {
  name: string;
  isRequired?: boolean;
}

export interface PopupFormCheck {
  /** Validator messages by field name, only for fields that have one. */
  errors: Record<string, string>;
  /** Whether OK may be pressed. */
  canSubmit: boolean;
}

export function checkPopupForm(
  fields: readonly PopupFormRuleField[],
  values: PopupFormValues,
  validators: Record<string, PopupFormValidator> = {},
): PopupFormCheck {
  const errors: Record<string, string> = {};
  let missingRequired = false;
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (field.isRequired && value.trim() === '') missingRequired = true;
    const message = validators[field.name]?.(value, values);
    if (message) errors[field.name] = message;
  }
  return { errors, canSubmit: !missingRequired && Object.keys(errors).length === 0 };
}

/** Starting values: each field's default, or empty. */
export const initialPopupFormValues = (
  fields: readonly (PopupFormRuleField & { defaultValue?: string })[],
): PopupFormValues =>
  Object.fromEntries(fields.map((field) => [field.name, field.defaultValue ?? '']));

// Fields of wizard steps: some of a contract schema's fields (the form's controls and checks
// come from the schema), or a choice among what the wizard read (an account, a user).
import type { z } from 'zod';
import { formFieldsOf, type FormField } from '../entities/schemaFields.ts';

/** The named fields of `schema`, in the order given. */
export function fieldsOf(schema: z.ZodType, names: readonly string[]): FormField[] {
  const fields = formFieldsOf(schema);
  return names.flatMap((name) => fields.filter((field) => field.name === name));
}

/** A required choice among `options`, or several when `many`. */
export function choiceField(
  name: string,
  options: readonly string[],
  { many = false, labels }: { many?: boolean; labels?: Record<string, string> } = {},
): FormField {
  return {
    name,
    kind: many ? 'choices' : 'choice',
    required: !many,
    nullable: false,
    options,
    ...(labels ? { optionLabels: labels } : {}),
  };
}

/** A text field the schema of the step does not hold (the owner's address, a confirmation). */
export function textField(name: string, required = true): FormField {
  return { name, kind: 'text', required, nullable: false, options: [] };
}

/** The text of a form value. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The list of a form value (a choices field). */
export const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

// A popup form (spec section 4): OK stays disabled while a required field is empty or a
// validator returns a message, which is shown as the field's error status.

import { assertEvent, assign, setup } from 'xstate';
import { requiredPromise } from './provided.ts';

export type FormValues = Readonly<Record<string, string>>;

export interface FieldSpec {
  readonly name: string;
  readonly required?: boolean;
  /** Returns a message (already in the user's language) when the value is wrong, else null. */
  readonly validate?: (value: string, values: FormValues) => string | null;
}

export interface PopupFormInput {
  readonly fields: readonly FieldSpec[];
  readonly values?: FormValues;
}

export interface PopupFormContext {
  readonly fields: readonly FieldSpec[];
  readonly values: FormValues;
  /** Validator messages by field name; fields without a problem are absent. */
  readonly errors: FormValues;
  /** The reason the last submit failed, as the submit actor gave it. */
  readonly submitError: string | null;
}

export type PopupFormEvent =
  | { type: 'field.change'; field: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

function validate(fields: readonly FieldSpec[], values: FormValues): FormValues {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = field.validate?.(values[field.name] ?? '', values) ?? null;
    if (problem !== null) errors[field.name] = problem;
  }
  return errors;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const popupFormMachine = setup({
  types: {
    context: {} as PopupFormContext,
    events: {} as PopupFormEvent,
    input: {} as PopupFormInput,
    tags: {} as 'loading',
  },
  actors: {
    submit: requiredPromise<unknown, FormValues>('submit'),
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors: validate(context.fields, values) };
    }),
    clearSubmitError: assign({ submitError: null }),
    assignSubmitError: assign((_, params: { error: unknown }) => ({
      submitError: reason(params.error),
    })),
  },
  guards: {
    isComplete: ({ context }) =>
      Object.keys(context.errors).length === 0 &&
      context.fields.every(
        (field) => !field.required || (context.values[field.name] ?? '').trim() !== '',
      ),
  },
}).createMachine({
  id: 'popupForm',
  context: ({ input }) => {
    const values = input.values ?? {};
    return {
      fields: input.fields,
      values,
      errors: validate(input.fields, values),
      submitError: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': { guard: 'isComplete', target: 'submitting' },
        'form.cancel': { target: 'cancelled' },
      },
    },
    submitting: {
      tags: 'loading',
      entry: 'clearSubmitError',
      invoke: {
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: { target: 'submitted' },
        onError: {
          target: 'editing',
          actions: { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitted: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

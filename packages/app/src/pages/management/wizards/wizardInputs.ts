// The inputs of the calls a wizard makes, from the values of its steps: each one through the
// contract schema's fields (formValues.ts), so a wizard sends exactly what the entity form would.
import { callByKey, type CallKey } from '@console/contract';
import type { z } from 'zod';
import { inputOf, type FormValues } from '../entities/formValues.ts';
import { formFieldsOf } from '../entities/schemaFields.ts';

export function inputFor(key: CallKey, ...values: FormValues[]): Record<string, unknown> {
  const schema = callByKey(key).input as z.ZodType;
  return inputOf(formFieldsOf(schema), Object.assign({}, ...values) as FormValues, schema).input;
}

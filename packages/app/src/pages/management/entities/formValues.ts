// Between an entity and its generated form (schemaFields.ts): the text each control shows, and
// the input a call is sent, checked with the contract's schema so each field shows its own
// problem before anything is sent. JSON that does not parse is a problem of its field too.
import type { z } from 'zod';
import type { FormField } from './schemaFields.ts';

export type FieldValue = string | boolean | readonly string[];
export type FormValues = Record<string, FieldValue>;

/** A field's problem: a zod issue's code and bounds, or JSON that does not parse. */
export interface FieldProblem {
  code: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  origin?: string;
  message?: string;
}

export type FieldProblems = Record<string, FieldProblem>;

function shown(field: FormField, value: unknown): FieldValue {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'choices':
      return Array.isArray(value) ? value.map(String) : [];
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'json':
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/** What the form shows for an entity; `writeOnly` fields (secrets) start empty. */
export function valuesOf(
  fields: readonly FormField[],
  entity: Record<string, unknown> | null,
  writeOnly: readonly string[] = [],
): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      shown(
        field,
        entity && !writeOnly.includes(field.name) ? entity[field.name] : field.defaultValue,
      ),
    ]),
  );
}

/** The value sent for a field; undefined leaves it out. */
function sent(field: FormField, value: FieldValue): unknown {
  if (typeof value === 'boolean' || Array.isArray(value)) return value;
  const text = (value as string).trim();
  if (field.kind === 'lines')
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  if (text === '') return field.nullable ? null : undefined;
  if (field.kind === 'number') {
    const number = Number(text.replace(/[\s_]/g, ''));
    // a word stays text, so the schema says it is not a number
    return Number.isNaN(number) ? text : number;
  }
  if (field.kind === 'json') return JSON.parse(text) as unknown;
  return text;
}

export interface FormInput {
  input: Record<string, unknown>;
  problems: FieldProblems;
}

/**
 * The input of a call from the form, with each field's problem according to `schema`.
 * `omitEmpty` fields (secrets kept unless replaced) are left out when empty.
 */
export function inputOf(
  fields: readonly FormField[],
  values: FormValues,
  schema: z.ZodType,
  omitEmpty: readonly string[] = [],
): FormInput {
  const input: Record<string, unknown> = {};
  const problems: FieldProblems = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (omitEmpty.includes(field.name) && (value === '' || value === false)) continue;
    try {
      const converted = sent(field, value);
      if (converted !== undefined) input[field.name] = converted;
    } catch {
      problems[field.name] = { code: 'invalid_json' };
    }
  }
  // a required field left empty; on a change it would otherwise mean "unchanged"
  for (const field of fields)
    if (field.required && input[field.name] === undefined && !problems[field.name])
      problems[field.name] = { code: 'required' };
  const parsed = schema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      // a field outside the form (a later step's) is not this form's problem
      if (problems[name] || !fields.some((field) => field.name === name)) continue;
      const bounds = issue as unknown as FieldProblem;
      problems[name] = {
        code: issue.input === undefined ? 'required' : issue.code,
        ...(bounds.minimum !== undefined ? { minimum: Number(bounds.minimum) } : {}),
        ...(bounds.maximum !== undefined ? { maximum: Number(bounds.maximum) } : {}),
        ...(bounds.format !== undefined ? { format: bounds.format } : {}),
        ...(bounds.origin !== undefined ? { origin: bounds.origin } : {}),
        message: issue.message,
      };
    }
  }
  return { input, problems };
}

/** The problems a server's ValidationError names, by field (details.issues[].path[0]). */
export function problemsOfAnswer(details: unknown): FieldProblems {
  const issues = (details as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const problems: FieldProblems = {};
  for (const issue of issues as { path?: unknown[]; code?: unknown; message?: unknown }[]) {
    const name = String(issue.path?.[0] ?? '');
    if (name === '' || problems[name]) continue;
    problems[name] = {
      code: typeof issue.code === 'string' ? issue.code : 'custom',
      ...(typeof issue.message === 'string' ? { message: issue.message } : {}),
    };
  }
  return problems;
}

// The fields of a form, read from a contract input schema (issue 21: forms generated from the
// contract's input schemas): each top-level field with the control that edits it. Text and
// numbers are edited as text and turned back into values by formValues.ts; lists of codes
// become a group of checkboxes, lists of words one per line, anything deeper JSON.
import type { z } from 'zod';

export type FieldKind =
  'text' | 'longText' | 'number' | 'boolean' | 'choice' | 'choices' | 'lines' | 'json';

export interface FormField {
  name: string;
  kind: FieldKind;
  /** must be given (not optional, no default, not nullable) */
  required: boolean;
  /** empty means null (an unlimited limit, an unset value) */
  nullable: boolean;
  /** the choices of a choice or choices field */
  options: readonly string[];
  /** what a choice shows, when not its value (a template's name for its id) */
  optionLabels?: Readonly<Record<string, string>>;
  /** the longest text the schema accepts, when it says */
  maxLength?: number;
  /** the default the schema applies when the field is left out */
  defaultValue?: unknown;
}

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** texts longer than this get a multi-line box */
const longTextFrom = 2048;

interface Unwrapped {
  core: z.ZodType;
  optional: boolean;
  nullable: boolean;
  defaultValue?: unknown;
}

function unwrap(schema: z.ZodType): Unwrapped {
  let core = schema;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(core);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      defaultValue = def.defaultValue;
    } else if (def.type === 'pipe' && def.in) {
      core = def.in;
      continue;
    } else break;
    core = def.innerType as z.ZodType;
  }
  return { core, optional, nullable, defaultValue };
}

/** the longest text a string schema accepts (its max_length check) */
function maxLengthOf(schema: z.ZodType): number | undefined {
  const check = defOf(schema).checks?.find((entry) => entry._zod.def.check === 'max_length');
  return check?._zod.def.maximum;
}

function enumOptions(schema: z.ZodType): string[] | null {
  const def = defOf(schema);
  return def.type === 'enum' ? Object.values(def.entries ?? {}) : null;
}

function kindOf(core: z.ZodType): Pick<FormField, 'kind' | 'options' | 'maxLength'> {
  const def = defOf(core);
  const options = enumOptions(core);
  if (options) return { kind: 'choice', options };
  switch (def.type) {
    case 'string': {
      const maxLength = maxLengthOf(core);
      return {
        kind: maxLength !== undefined && maxLength > longTextFrom ? 'longText' : 'text',
        options: [],
        ...(maxLength !== undefined ? { maxLength } : {}),
      };
    }
    case 'number':
    case 'int':
      return { kind: 'number', options: [] };
    case 'boolean':
      return { kind: 'boolean', options: [] };
    case 'union':
      // alternatives that are all text (an IP address or a range) are edited as text
      return (def.options ?? []).every((option) => defOf(unwrap(option).core).type === 'string')
        ? { kind: 'text', options: [] }
        : { kind: 'json', options: [] };
    case 'array': {
      const element = unwrap(def.element as z.ZodType).core;
      const choices = enumOptions(element);
      if (choices) return { kind: 'choices', options: choices };
      const elementType = defOf(element).type;
      return { kind: elementType === 'string' ? 'lines' : 'json', options: [] };
    }
    default:
      return { kind: 'json', options: [] };
  }
}

/** The fields of an object schema, in the schema's order. */
export function formFieldsOf(schema: z.ZodType): FormField[] {
  const shape = unwrap(schema).core._zod.def as unknown as Def;
  return Object.entries(shape.shape ?? {}).map(([name, field]) => {
    const { core, optional, nullable, defaultValue } = unwrap(field);
    return {
      name,
      ...kindOf(core),
      required: !optional && !nullable,
      nullable,
      ...(defaultValue !== undefined ? { defaultValue } : {}),
    };
  });
}

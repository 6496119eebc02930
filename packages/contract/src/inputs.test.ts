// Every input rejects what it must: megabyte strings, unknown fields, wrong types, missing
// required fields. Each call's valid example (exampleOf) is broken one field at a time.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authCalls, calls, exampleOf, leavesOf, withValueAt } from './index.ts';

const megabyte = 'a'.repeat(1_000_000);

function wrongTypeFor(value: string | number | boolean): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'twelve';
  return 'yes';
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: readonly z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  checks?: readonly { _zod: { def: { check: string; maximum?: number } } }[];
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Problems of an input schema: objects not strict, strings or arrays without a bound. */
function structuralProblems(schema: z.ZodType, where: string): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
      const own = strict ? [] : [`${where}: object is not strict`];
      return own.concat(
        Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
          structuralProblems(field, `${where}.${key}`),
        ),
      );
    }
    case 'string': {
      const max = (schema as unknown as { maxLength: number | null }).maxLength;
      return max !== null && max <= 10_000 ? [] : [`${where}: string without a max length`];
    }
    case 'array': {
      const bounded = (def.checks ?? []).some((check) => check._zod.def.check === 'max_length');
      const own = bounded ? [] : [`${where}: array without a max size`];
      return own.concat(structuralProblems(def.element as z.ZodType, `${where}[]`));
    }
    case 'record':
      return structuralProblems(def.keyType as z.ZodType, `${where}{key}`).concat(
        structuralProblems(def.valueType as z.ZodType, `${where}{}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
      return structuralProblems(def.innerType as z.ZodType, where);
    case 'union':
      return (def.options ?? []).flatMap((option) => structuralProblems(option, where));
    case 'pipe':
      return structuralProblems(def.in as z.ZodType, where);
    case 'enum':
    case 'literal':
    case 'number':
    case 'boolean':
    case 'null':
      return [];
    default:
      return [`${where}: ${def.type} is not allowed in an input`];
  }
}

const allInputs = [
  ...calls.map((entry) => [entry.key, entry.input] as const),
  ...authCalls.map((entry) => [`auth:${entry.name}`, entry.input] as const),
];

describe.each(allInputs)('%s input', (_key, input) => {
  const example = exampleOf(input);
  const leaves = leavesOf(example);

  it('accepts its example', () => {
    const result = input.safeParse(example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('is strict and bounded throughout', () => {
    expect(structuralProblems(input, 'input')).toEqual([]);
  });

  it('rejects a value that is not an object', () => {
    for (const wrong of [null, 42, 'text', megabyte, [], true]) {
      expect(input.safeParse(wrong).success).toBe(false);
    }
  });

  it('rejects an unknown field', () => {
    expect(input.safeParse({ ...(example as object), unexpected: 1 }).success).toBe(false);
    expect(input.safeParse({ ...(example as object), [megabyte]: 'x' }).success).toBe(false);
  });

  it('rejects a 1 MB string in any string field', () => {
    for (const leaf of leaves.filter((candidate) => typeof candidate.value === 'string')) {
      const result = input.safeParse(withValueAt(example, leaf.path, megabyte));
      expect(result.success, `accepted 1 MB at ${leaf.path.join('.')}`).toBe(false);
    }
  });

  it('rejects a NUL or a lone surrogate in any string field, naming the field', () => {
    for (const leaf of leaves.filter((candidate) => typeof candidate.value === 'string')) {
      for (const bad of ['\u0000', '\ud800']) {
        const result = input.safeParse(withValueAt(example, leaf.path, `${leaf.value}${bad}`));
        const paths = (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
        expect(paths, `accepted ${JSON.stringify(bad)} at ${leaf.path.join('.')}`).toContain(
          leaf.path.join('.'),
        );
      }
    }
  });

  it('rejects a wrong type in any field', () => {
    for (const leaf of leaves) {
      const result = input.safeParse(withValueAt(example, leaf.path, wrongTypeFor(leaf.value)));
      expect(result.success, `accepted a wrong type at ${leaf.path.join('.')}`).toBe(false);
    }
  });

  it('rejects a missing required field', () => {
    const shape = defOf(input).shape ?? {};
    const required = Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
    for (const key of required) {
      const { [key]: _dropped, ...rest } = example as Record<string, unknown>;
      expect(input.safeParse(rest).success, `accepted without ${key}`).toBe(false);
    }
  });
});

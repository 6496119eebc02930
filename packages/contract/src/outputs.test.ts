// Outputs: every answer schema can be satisfied, never lets unknown fields through (so a
// server cannot leak a column by accident), and the error shape parses.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError, apiError, authCalls, calls, exampleOf } from './index.ts';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: readonly z.ZodType[];
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

function looseObjects(schema: z.ZodType, where: string): string[] {
  const def = defOf(schema);
  const inner = [def.element, def.innerType, def.valueType, ...(def.options ?? [])].filter(
    (child): child is z.ZodType => child !== undefined,
  );
  if (def.type === 'object') {
    const strict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
    return (strict ? [] : [where]).concat(
      Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        looseObjects(field, `${where}.${key}`),
      ),
    );
  }
  return inner.flatMap((child) => looseObjects(child, where));
}

const allOutputs = [
  ...calls.map((entry) => [entry.key, entry.output] as const),
  ...authCalls.map((entry) => [`auth:${entry.name}`, entry.output] as const),
];

describe.each(allOutputs)('%s output', (_key, output) => {
  it('accepts its example', () => {
    expect(output.safeParse(exampleOf(output)).error?.issues ?? []).toEqual([]);
  });

  it('rejects unknown fields everywhere', () => {
    expect(looseObjects(output, 'output')).toEqual([]);
  });
});

describe('error shape', () => {
  it('parses { name, message, details? }', () => {
    expect(ApiError.parse(apiError('NotFound', 'No such report'))).toEqual({
      name: 'NotFound',
      message: 'No such report',
    });
    const validation = apiError('ValidationError', 'Invalid', {
      issues: [
        { path: ['range', 'end'], code: 'custom', message: 'The end lies before the start' },
      ],
    });
    expect(ApiError.safeParse(validation).success).toBe(true);
    expect(ApiError.safeParse({ name: 'Teapot', message: 'x' }).success).toBe(false);
    expect(ApiError.safeParse({ name: 'NotFound', message: 'x', stack: 'at ...' }).success).toBe(
      false,
    );
  });
});

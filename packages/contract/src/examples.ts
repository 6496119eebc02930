// Builds a valid sample value of a schema: every optional field filled, the first fitting option
// of a union, the example (`.meta({ examples })`) of a formatted primitive. Tests use it to make a
// valid input of every call and then break it one field at a time; the server's authorization
// table can use it for a valid body per call. leavesOf and withValueAt break such a sample one
// value at a time.
import { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: readonly z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  in?: z.ZodType;
  getter?: () => z.ZodType;
  items?: readonly z.ZodType[];
}

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as unknown as Def;
}

function registeredExample(schema: z.ZodType): { found: boolean; value?: unknown } {
  const examples = z.globalRegistry.get(schema)?.['examples'];
  return Array.isArray(examples) && examples.length > 0
    ? { found: true, value: examples[0] as unknown }
    : { found: false };
}

function stringExample(schema: z.ZodType): string {
  const bag = schema._zod.bag as { minimum?: number };
  const candidates = ['example', 'x'.repeat(Math.max(1, bag.minimum ?? 1))];
  const fitting = candidates.find((candidate) => schema.safeParse(candidate).success);
  if (fitting === undefined) {
    throw new Error('No example fits this string schema: give it .meta({ examples: [...] })');
  }
  return fitting;
}

function numberExample(schema: z.ZodType): number {
  const bag = schema._zod.bag as { minimum?: number; maximum?: number };
  const candidates = [1, bag.minimum ?? 0, bag.maximum ?? 0, 0];
  const fitting = candidates.find((candidate) => schema.safeParse(candidate).success);
  if (fitting === undefined) throw new Error('No example fits this number schema');
  return fitting;
}

/** A valid value of `schema`, as sent over the wire (its input side). */
export function exampleOf(schema: z.ZodType): unknown {
  const registered = registeredExample(schema);
  if (registered.found) return registered.value;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringExample(schema);
    case 'number':
    case 'int':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, exampleOf(field)]),
      );
    case 'array':
      return def.element ? [exampleOf(def.element)] : [];
    case 'tuple':
      return (def.items ?? []).map((item) => exampleOf(item));
    case 'record':
      return recordExample(def);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return exampleOf(def.innerType as z.ZodType);
    case 'nullable': {
      // prefer a real value: it exercises the inner schema
      return exampleOf(def.innerType as z.ZodType);
    }
    case 'union':
      return unionExample(def.options ?? []);
    case 'pipe':
      return exampleOf(def.in as z.ZodType);
    case 'lazy':
      return exampleOf((def.getter as () => z.ZodType)());
    case 'unknown':
      return null;
    default:
      throw new Error(`exampleOf cannot build a ${def.type}`);
  }
}

function recordExample(def: Def): Record<string, unknown> {
  const keyType = def.keyType as z.ZodType;
  const valueType = def.valueType as z.ZodType;
  const keyDef = defOf(keyType);
  // A record keyed by an enum is exhaustive: every key is required.
  const keys =
    keyDef.type === 'enum'
      ? Object.values(keyDef.entries ?? {}).map(String)
      : [String(exampleOf(keyType))];
  return Object.fromEntries(keys.map((key) => [key, exampleOf(valueType)]));
}

function unionExample(options: readonly z.ZodType[]): unknown {
  for (const option of options) {
    const candidate = exampleOf(option);
    if (option.safeParse(candidate).success) return candidate;
  }
  throw new Error('No union option has a valid example');
}

export type ValuePath = readonly (string | number)[];
export interface Leaf {
  path: ValuePath;
  value: string | number | boolean;
}

/** Every string, number and boolean of a JSON value, with where it is. */
export function leavesOf(value: unknown, path: ValuePath = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return [{ path, value }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [];
}

/** A copy of a JSON value with the value at `path` replaced. */
export function withValueAt(value: unknown, path: ValuePath, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) target[last] = replacement;
  return copy;
}

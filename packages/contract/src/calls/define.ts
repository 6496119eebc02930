// How a call is written down: area, resource, action, input and output schemas, and the module
// it belongs to. Every call is POST /api/v1.1/{area}/{resource}/{action} with a JSON body.
import { z } from 'zod';
import type { ModuleCode } from '../modules.ts';
import { AccountId } from '../primitives.ts';
import { storableInput } from '../storableText.ts';

export const areas = ['public', 'user', 'member', 'editor', 'owner', 'admin'] as const;
export type Area = (typeof areas)[number];

/** Member and editor calls carry the current workspace's account, attached by the client. */
export const accountAreas = ['member', 'editor'] as const satisfies readonly Area[];

export function attachesAccount(area: Area): boolean {
  return (accountAreas as readonly Area[]).includes(area);
}

export const apiBasePath = '/api/v1.1';

export interface CallDefinition<
  A extends Area = Area,
  R extends string = string,
  Act extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> {
  readonly area: A;
  readonly resource: R;
  readonly action: Act;
  readonly key: `${A}/${R}/${Act}`;
  readonly input: I;
  readonly output: O;
  /** the workspace module the call needs; the server's module guard checks it */
  readonly module?: ModuleCode;
}

interface CallSpec<R extends string, Act extends string, I extends z.ZodType, O extends z.ZodType> {
  resource: R;
  action: Act;
  input: I;
  output: O;
  module?: ModuleCode;
}

/** Returns a function that defines calls of one area, e.g. `const call = callsOf('user')`. */
export function callsOf<const A extends Area>(area: A) {
  return function call<
    const R extends string,
    const Act extends string,
    I extends z.ZodType,
    O extends z.ZodType,
  >(spec: CallSpec<R, Act, I, O>): CallDefinition<A, R, Act, I, O> {
    const { resource, action, output, module } = spec;
    const input = storableInput(spec.input);
    const key = `${area}/${resource}/${action}` as const;
    return module === undefined
      ? { area, resource, action, key, input, output }
      : { area, resource, action, key, input, output, module };
  };
}

/** The input of a member or editor call: strict, with the account the client attaches. */
export function accountInput<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject({ account: AccountId, ...shape });
}

/** URL path of a call. */
export function callPath(call: Pick<CallDefinition, 'key'>): string {
  return `${apiBasePath}/${call.key}`;
}

/**
 * The input of a `set`: the key fields required, every other field of the `add` input optional
 * and without its default (a missing field is left unchanged, never reset to a default).
 */
export function changeOf<
  Add extends z.ZodObject,
  const K extends readonly (keyof Add['shape'] & string)[],
>(add: Add, keys: K) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(add.shape as Record<string, z.ZodType>)) {
    shape[name] = keys.includes(name) ? field : withoutDefault(field).optional();
  }
  return z.strictObject(shape) as unknown as z.ZodObject<
    {
      [F in keyof Add['shape']]: F extends K[number]
        ? Add['shape'][F]
        : z.ZodOptional<StripDefault<Add['shape'][F]>>;
    },
    z.core.$strict
  >;
}

type StripDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

function withoutDefault(field: z.ZodType): z.ZodType {
  return field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
}

// All calls of section 7 in one readonly list, looked up by key, with the types the typed client
// and the server's call router infer from it.
import type { z } from 'zod';
import { adminCalls } from './calls/admin.ts';
import { adminContentCalls } from './calls/adminContent.ts';
import type { Area, CallDefinition } from './calls/define.ts';
import { editorCalls } from './calls/editor.ts';
import { memberCalls } from './calls/member.ts';
import { ownerCalls } from './calls/owner.ts';
import { publicCalls } from './calls/public.ts';
import { userCalls } from './calls/user.ts';

export const calls = [
  ...publicCalls,
  ...userCalls,
  ...memberCalls,
  ...editorCalls,
  ...ownerCalls,
  ...adminCalls,
  ...adminContentCalls,
] as const satisfies readonly CallDefinition[];

export type AnyCall = (typeof calls)[number];
export type CallKey = AnyCall['key'];
export type CallOf<K extends CallKey> = Extract<AnyCall, { key: K }>;
/** What the client sends (before defaults and trimming). */
export type Input<K extends CallKey> = z.input<CallOf<K>['input']>;
/** What the server's handler receives after validation (defaults applied, strings trimmed). */
export type ParsedInput<K extends CallKey> = z.output<CallOf<K>['input']>;
/** What the call answers. */
export type Output<K extends CallKey> = z.output<CallOf<K>['output']>;

/** The input without the account the client attaches to member and editor calls. */
export type ClientInput<K extends CallKey> = CallOf<K>['area'] extends 'member' | 'editor'
  ? Omit<Input<K>, 'account'>
  : Input<K>;

const callsByKey: ReadonlyMap<string, AnyCall> = new Map(calls.map((entry) => [entry.key, entry]));

export function isCallKey(key: string): key is CallKey {
  return callsByKey.has(key);
}

/**
 * The call of a key. With a literal key the answer is that call's precise type; with any other
 * string (a request path) it is the call or undefined.
 */
export function callByKey<K extends CallKey>(key: K): CallOf<K>;
export function callByKey(key: string): AnyCall | undefined;
export function callByKey(key: string): AnyCall | undefined {
  return callsByKey.get(key);
}

export function callsInArea<A extends Area>(area: A): readonly Extract<AnyCall, { area: A }>[] {
  return calls.filter((entry): entry is Extract<AnyCall, { area: A }> => entry.area === area);
}

type CallsIn<A extends Area> = Extract<AnyCall, { area: A }>;
type RequiredKeys<T> = {
  [P in keyof T]-?: Record<never, never> extends Pick<T, P> ? never : P;
}[keyof T];

// A call whose input has no required field may be made without an argument.
type ClientMethod<K extends CallKey> = [RequiredKeys<ClientInput<K>>] extends [never]
  ? (input?: ClientInput<K>) => Promise<Output<K>>
  : (input: ClientInput<K>) => Promise<Output<K>>;

/**
 * The shape of a typed client: `api.member.datasets.totals(input)`. The app builds it from
 * `calls`; this type makes every method's input and answer follow the contract.
 */
export type ApiClient = {
  [A in Area]: {
    [R in CallsIn<A>['resource']]: {
      [C in Extract<CallsIn<A>, { resource: R }> as C['action']]: ClientMethod<C['key']>;
    };
  };
};

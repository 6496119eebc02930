// How a module declares its calls: `handle(key, handler)` ties a contract key to a handler whose
// input and answer types come from the contract, and whose context fits the call's area.
// A module's <name>.routes.ts exports a list of these; server.ts collects the lists.
import type { CallKey, CallOf, Output, ParsedInput } from '@console/contract';
import type { AccountContext, CallContext, UserContext } from './context.ts';

export type ContextOf<K extends CallKey> = CallOf<K>['area'] extends 'public'
  ? CallContext
  : CallOf<K>['area'] extends 'user' | 'admin'
    ? UserContext
    : AccountContext;

export type CallHandler<K extends CallKey> = (
  input: ParsedInput<K>,
  context: ContextOf<K>,
) => Promise<Output<K>> | Output<K>;

export interface Route {
  key: CallKey;
  run(input: unknown, context: CallContext): Promise<unknown>;
}

export function handle<K extends CallKey>(key: K, handler: CallHandler<K>): Route {
  return {
    key,
    // The router has validated the input against CallOf<K>['input'] and run the area guard
    // that makes the context a ContextOf<K>, so these casts restate what was checked.
    run: async (input, context) => handler(input as ParsedInput<K>, context as ContextOf<K>),
  };
}

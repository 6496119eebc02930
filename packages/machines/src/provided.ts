// Defaults for the side effects the app must provide with `machine.provide(...)`. They fail
// loudly, so a forgotten provision shows up at once instead of silently doing nothing, and they
// carry a mark so the README can list what each machine needs from the app.

import { fromCallback, fromPromise } from 'xstate';
import type {
  CallbackActorLogic,
  EventObject,
  NonReducibleUnknown,
  PromiseActorLogic,
} from 'xstate';

const REQUIRED = Symbol.for('@console/machines.requiredFromApp');

function notProvided(kind: string, name: string): Error {
  return new Error(`@console/machines: ${kind} "${name}" must be provided with machine.provide()`);
}

function mark<T extends object>(value: T): T {
  Object.defineProperty(value, REQUIRED, { value: true });
  return value;
}

/** Whether an implementation is one of these defaults, i.e. the app has to provide it. */
export function isRequiredFromApp(value: unknown): boolean {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    REQUIRED in value
  );
}

/** A promise actor that rejects until the app provides the real one. */
export function requiredPromise<TOutput, TInput extends NonReducibleUnknown = NonReducibleUnknown>(
  name: string,
): PromiseActorLogic<TOutput, TInput> {
  return mark(fromPromise<TOutput, TInput>(() => Promise.reject(notProvided('actor', name))));
}

/** A callback actor that throws until the app provides the real one. */
export function requiredCallback<TReceived extends EventObject, TInput extends NonReducibleUnknown>(
  name: string,
): CallbackActorLogic<TReceived, TInput> {
  return mark(
    fromCallback<TReceived, TInput>(() => {
      throw notProvided('actor', name);
    }),
  );
}

/** An action that throws until the app provides the real one. */
export function requiredAction<TParams = undefined>(
  name: string,
): (args: unknown, params: TParams) => void {
  return mark(() => {
    throw notProvided('action', name);
  });
}

// public: calls made without signing in (section 7).
import { z } from 'zod';
import { AuthStatus } from '../entities/auth.ts';
import { DictionaryEntry, Heartbeat } from '../entities/messages.ts';
import { maxItems, maxLength } from '../limits.ts';
import { boundedRecord, NoInput, Ok, PageUrl } from '../primitives.ts';
import { callsOf } from './define.ts';

const call = callsOf('public');

/** An unhandled client error, normalised by the client (a thrown non-Error becomes its text). */
export const ClientError = z.strictObject({
  name: z.string().max(maxLength.name),
  message: z.string().max(maxLength.body),
  stack: z.string().max(maxLength.body).optional(),
});

/**
 * The local storage sent with an error report, to reproduce the state. The client leaves out
 * the CSRF token.
 */
export const LocalStorageSnapshot = boundedRecord(
  z.string().max(maxLength.id),
  z.string().max(maxLength.localStorageValue),
  maxItems.localStorageEntries,
);

export const publicCalls = [
  call({ resource: 'system', action: 'heartbeat', input: NoInput, output: Heartbeat }),
  /**
   * The spec does not show this call's verb and path for certain; it is a POST like every other
   * call and answers `authenticated: false` (not an error) for a visitor.
   */
  call({ resource: 'users', action: 'auth', input: NoInput, output: AuthStatus }),
  call({ resource: 'dictionary', action: 'all', input: NoInput, output: z.array(DictionaryEntry) }),
  call({
    resource: 'feedback',
    action: 'error',
    input: z.strictObject({ error: ClientError, url: PageUrl, localstorage: LocalStorageSnapshot }),
    output: Ok,
  }),
] as const;

// Helpers the admin modules share for writes: new ids, the fields a `set` names, and database
// constraint violations turned into the API's errors (a race between two admins, or a check
// the service made a moment earlier, must not become a 500).
import crypto from 'node:crypto';
import { fail, type ApiError } from '../../http/apiError.ts';

/** A new surrogate id (16 hex digits), valid as the contract's Id. */
export function newId(): string {
  return crypto.randomBytes(8).toString('hex');
}

/** The entries of `changes` that are set (a `set` leaves absent fields as they are). */
export function definedFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function constraintError(error: unknown, what: string): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') return fail('Conflict', `${what} exists already`);
  if (code === '23503') return fail('NotFound', `${what} names something that does not exist`);
  if (code === '23514') return fail('ValidationError', `${what} is not allowed`);
  return null;
}

/** Runs a write; unique, foreign-key and check violations answer Conflict, NotFound, ValidationError. */
export async function write<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw constraintError(error, what) ?? error;
  }
}

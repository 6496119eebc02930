// The one error shape of the API: HTTP status plus { name, message, details? } (spec section 8).
// Services throw ApiError (through `fail`); the error handler turns anything else into a 500
// that leaks nothing. Statuses come from the contract, so client and server agree.
import { httpStatusByError, type ErrorName } from '@console/contract';

export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;
  /** extra response headers, e.g. Retry-After */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    name: ErrorName,
    message: string,
    details?: unknown,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

/** An ApiError with the contract's status for its name. */
export function fail(name: ErrorName, message: string, details?: unknown): ApiError {
  return new ApiError(httpStatusByError[name], name, message, details);
}

export const notFound = (message = 'Not found') => fail('NotFound', message);
export const forbidden = (message = 'You may not do this') => fail('Forbidden', message);

export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(
    httpStatusByError.TooManyRequests,
    'TooManyRequests',
    message,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

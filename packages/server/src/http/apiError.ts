// The one error shape of the API: HTTP status plus { name, message, details? } (spec section 8).
// Services throw ApiError; the error handler turns anything else into a 500 that leaks nothing.

export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor(status: number, name: string, message: string, details?: unknown) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'NotFound', message);

// Turns a zod failure into the contract's ValidationError: 400 with { issues: [{ path, code,
// message }] } as details.
import type { z } from 'zod';
import { fail, type ApiError } from './apiError.ts';

export function validationError(error: z.ZodError): ApiError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    code: issue.code,
    message: issue.message,
  }));
  return fail('ValidationError', 'The request is not valid', { issues });
}

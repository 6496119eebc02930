// Text the product can store and show: no NUL character (PostgreSQL's text type refuses it) and
// no lone surrogate (half of a UTF-16 pair, which no UTF-8 encoder can write). JSON allows both
// (`\u0000`, `\ud800`), so every call's input is walked for them, keys included, and a bad
// string is a ValidationError naming its field rather than a failure deep in storage.
import type { z } from 'zod';

export function unstorableTextReason(text: string): string | null {
  if (text.includes('\0')) return 'Text must not contain a NUL character';
  if (!text.isWellFormed()) return 'Text must be valid Unicode (no lone surrogate)';
  return null;
}

/** Adds an issue for each string (value or key) of `value` that cannot be stored. */
export function addUnstorableTextIssues(
  value: unknown,
  context: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  if (typeof value === 'string') {
    const reason = unstorableTextReason(value);
    if (reason !== null) context.addIssue({ code: 'custom', message: reason, path, input: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => addUnstorableTextIssues(item, context, [...path, index]));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const reason = unstorableTextReason(key);
      if (reason !== null)
        context.addIssue({ code: 'custom', message: reason, path: [...path, key], input: key });
      addUnstorableTextIssues(item, context, [...path, key]);
    }
  }
}

/** The schema, refusing any string it accepts that cannot be stored. */
export function storableInput<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, context) => addUnstorableTextIssues(value, context)) as S;
}

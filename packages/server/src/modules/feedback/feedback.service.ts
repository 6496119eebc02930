// Feedback from the "Your feedback" popup, and unhandled client errors the app reports. Both are
// kept in the database; feedback is also mailed to FEEDBACK_EMAIL when it is set.
import { jsonb } from '../../db/jsonb.ts';
import type { ParsedInput } from '@console/contract';
import type { CallContext, UserContext } from '../../http/context.ts';
import { insertClientError, insertFeedback } from './feedback.repository.ts';

/** A browser stuck in an error loop should not fill the table: later reports are dropped. */
const clientErrorsPerMinute = 30;
/** Local-storage keys that may hold secrets are never stored, whatever the client sent. */
const secretKey = /csrf|token|password|secret|session/i;

export async function sendFeedback(
  context: UserContext,
  input: ParsedInput<'user/feedback/send'>,
): Promise<{ ok: true }> {
  await insertFeedback(context.db, {
    user_id: context.user.id,
    message: input.message,
    url: input.url,
  });
  const to = context.config.feedbackEmail;
  if (to) {
    await context.mailer.send({
      to,
      subject: `Feedback from ${context.user.id}`,
      text: `${input.message}\n\nPage: ${input.url}\nFrom: ${context.user.name} <${context.user.id}>`,
    });
  }
  return { ok: true };
}

/**
 * Counts reports per client address in the current minute, before anything is stored: a report
 * that fails still counts, so a browser stuck in a loop of failing reports stays limited.
 * Per process, in memory; the map forgets past minutes once it holds many addresses.
 */
export function createReportLimiter(perMinute: number, maxAddresses = 10_000) {
  const windows = new Map<string, { minute: number; count: number }>();
  return (address: string, now = Date.now()): boolean => {
    const minute = Math.floor(now / 60_000);
    if (windows.size >= maxAddresses)
      for (const [key, window] of windows) if (window.minute < minute) windows.delete(key);
    const window = windows.get(address);
    if (!window || window.minute !== minute) {
      windows.set(address, { minute, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= perMinute;
  };
}

const admitReport = createReportLimiter(clientErrorsPerMinute);

/**
 * Keeps an unhandled client error. Answers ok whatever happens: a report is fire and forget, and
 * an error answer would only make a broken client report again. What the client sent (its stack
 * above all) is stored, never logged.
 */
export async function reportClientError(
  context: CallContext,
  input: ParsedInput<'public/feedback/error'>,
): Promise<{ ok: true }> {
  const address = context.client.address;
  if (!admitReport(address)) return { ok: true };
  const localStorage = Object.fromEntries(
    Object.entries(input.localstorage).filter(([key]) => !secretKey.test(key)),
  );
  try {
    await insertClientError(context.db, {
      user_id: context.user?.id ?? null,
      name: input.error.name,
      message: input.error.message,
      stack: input.error.stack ?? null,
      url: input.url,
      local_storage: jsonb(localStorage),
      client_address: address,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    context.logger.warn(
      { client: address, code: typeof code === 'string' ? code : null },
      'client error report not stored',
    );
  }
  return { ok: true };
}

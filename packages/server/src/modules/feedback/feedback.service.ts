// Feedback from the "Your feedback" popup, and unhandled client errors the app reports. Both are
// kept in the database; feedback is also mailed to FEEDBACK_EMAIL when it is set.
import { jsonb } from '../../db/jsonb.ts';
import type { ParsedInput } from '@console/contract';
import type { CallContext, UserContext } from '../../http/context.ts';
import {
  countClientErrorsSince,
  insertClientError,
  insertFeedback,
} from './feedback.repository.ts';

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

export async function reportClientError(
  context: CallContext,
  input: ParsedInput<'public/feedback/error'>,
): Promise<{ ok: true }> {
  const address = context.client.address;
  const recent = await countClientErrorsSince(context.db, address, new Date(Date.now() - 60_000));
  if (recent >= clientErrorsPerMinute) return { ok: true };
  const localStorage = Object.fromEntries(
    Object.entries(input.localstorage).filter(([key]) => !secretKey.test(key)),
  );
  await insertClientError(context.db, {
    user_id: context.user?.id ?? null,
    name: input.error.name,
    message: input.error.message,
    stack: input.error.stack ?? null,
    url: input.url,
    local_storage: jsonb(localStorage),
    client_address: address,
  });
  return { ok: true };
}

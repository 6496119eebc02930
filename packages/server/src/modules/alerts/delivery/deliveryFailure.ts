// A delivery that did not arrive is an issue the admins see (admin/issues/all), one per
// destination so repeats count as occurrences of it. A failed attempt raises it and throws, so
// the queue tries again with backoff; a refusal raises it and ends the job, since trying again
// would be refused the same way. Details name an origin, a status or an error code, never a
// URL's path or query, a header value or a token: those are credentials.
import type { Services } from '../../../http/context.ts';
import { raiseIssue } from '../../statistics/statistics.repository.ts';

export interface DeliveryFailure {
  /** stable per destination: `alerts:<channel>:<alert id, user or address>` */
  id: string;
  title: string;
  detail: string;
  account?: string | null;
  module?: string | null;
}

async function raise(services: Pick<Services, 'db' | 'logger'>, failure: DeliveryFailure) {
  await raiseIssue(services.db, {
    id: failure.id,
    severity: 'WARNING',
    source: 'alerts',
    account_id: failure.account ?? null,
    dataset_id: null,
    module: failure.module ?? null,
    title: failure.title,
    detail: failure.detail,
  });
  services.logger.warn({ issue: failure.id, detail: failure.detail }, failure.title);
}

/** Raises the issue, then throws so the queue retries the job. */
export async function failAttempt(
  services: Pick<Services, 'db' | 'logger'>,
  failure: DeliveryFailure,
): Promise<never> {
  await raise(services, failure);
  throw new Error(`${failure.title}: ${failure.detail}`);
}

/** Raises the issue and ends the job without a retry. */
export async function refuseDelivery(
  services: Pick<Services, 'db' | 'logger'>,
  failure: DeliveryFailure,
): Promise<void> {
  await raise(services, failure);
}

/**
 * What went wrong, without what an error's message may quote (a URL with its token): a
 * timeout, or the error's code (ECONNREFUSED, ENOTFOUND, EAUTH...) with an SMTP reply code.
 */
export function errorReason(error: unknown): string {
  if (isNamed(error, 'TimeoutError')) return 'no answer in time';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const { code, responseCode } = (cause ?? {}) as { code?: unknown; responseCode?: unknown };
  const reason =
    typeof code === 'string' ? code : cause instanceof Error ? cause.name : 'unknown error';
  return typeof responseCode === 'number' ? `${reason} (SMTP ${responseCode})` : reason;
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

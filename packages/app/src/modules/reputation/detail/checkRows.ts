// The latest check on each list as table rows: listings first, then failed checks, then the
// lists that answered clear; the answer said with its meaning, or why the check failed.
import type { ListingCheck } from '@console/contract';
import type { ReputationTexts } from '../shared/useReputationTexts.ts';

export interface CheckTableRow extends Record<string, unknown> {
  id: string;
  list: string;
  /** listed 2, check failed 1, clear 0 */
  status: number;
  answer: string;
  listed_since: string | null;
  addresses: number | null;
  reason: string;
  check: ListingCheck;
}

const statusRank = { listed: 2, error: 1, clear: 0 } as const;

type Words = Pick<ReputationTexts, 'answer' | 'failure'>;

export function checkRows(
  checks: readonly ListingCheck[],
  isRange: boolean,
  words: Words,
): CheckTableRow[] {
  return checks.map((check) => ({
    id: check.list,
    list: check.name,
    status: statusRank[check.status],
    answer:
      check.status === 'error'
        ? words.failure(check.answer)
        : words.answer(check.answer, check.meaning),
    listed_since: check.listed_since,
    addresses: isRange && check.status === 'listed' ? check.listed_addresses.length : null,
    reason: check.reason ?? '',
    check,
  }));
}

/** How the checks stand: on how many lists, how many failed, of how many. */
export function checkSummary(checks: readonly ListingCheck[]) {
  return {
    lists: checks.length,
    listed: checks.filter((check) => check.status === 'listed').length,
    failed: checks.filter((check) => check.status === 'error').length,
  };
}

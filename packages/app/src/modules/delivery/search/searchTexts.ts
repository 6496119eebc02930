// The translated texts of the search that depend on a value: the input problem, message
// statuses and event names.
import { maxLength } from '@console/contract';
import type { SearchConstraint } from '@console/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MessageStatus } from './messages.ts';
import type { SearchProblem } from './searchInput.ts';
import type { TimelineStep } from './timeline.ts';

type DeliveryT = TFunction<['delivery', 'common']>;

export function useProblemText(
  constraint: SearchConstraint,
  problem: SearchProblem | null,
): string | null {
  const { t } = useTranslation('delivery');
  switch (problem) {
    case null:
      return null;
    case 'empty':
      return constraint === 'email'
        ? t('search.problem.emptyRecipient')
        : t('search.problem.emptyMessageId');
    case 'notEmail':
      return t('search.problem.notEmail');
    case 'bracketed':
      return t('search.problem.bracketed');
    case 'notMessageId':
      return t('search.problem.notMessageId');
    case 'tooLong':
      return t('search.problem.tooLong', { max: maxLength.messageId });
  }
}

export function statusText(t: DeliveryT, status: MessageStatus): string {
  return t(`search.status.${status}`);
}

export function stepText(t: DeliveryT, step: Pick<TimelineStep, 'event' | 'attempt'>): string {
  return step.event === 'deferred'
    ? t('search.event.deferred', { attempt: step.attempt ?? 1 })
    : t(`search.event.${step.event}`);
}

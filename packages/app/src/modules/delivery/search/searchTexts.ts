// The translated texts of the search that depend on a value: the input problem, preset names,
// message statuses and event names.
import { maxLength } from '@console/contract';
import type { TimeRangePreset } from '@console/machines';
import type { SearchConstraint } from '@console/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
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

const presets: readonly TimeRangePreset[] = [
  'last60minutes',
  'today',
  'yesterday',
  'last24hours',
  'last72hours',
  'last3days',
  'thisWeek',
  'last7days',
  'lastWeek',
  'thisMonth',
  'last30days',
  'lastMonth',
  'custom',
];

/** The time-range presets' names in the user's language (common namespace, shared with reports). */
export function useTimeRangeLabels(): Record<TimeRangePreset, string> {
  const { t, i18n } = useTranslation('common');
  return useMemo(
    () =>
      Object.fromEntries(presets.map((preset) => [preset, t(`timeRange.${preset}`)])) as Record<
        TimeRangePreset,
        string
      >,
    // the language is what changes the texts
    [t, i18n.language],
  );
}

export function statusText(t: DeliveryT, status: MessageStatus): string {
  return t(`search.status.${status}`);
}

export function stepText(t: DeliveryT, step: Pick<TimelineStep, 'event' | 'attempt'>): string {
  return step.event === 'deferred'
    ? t('search.event.deferred', { attempt: step.attempt ?? 1 })
    : t(`search.event.${step.event}`);
}

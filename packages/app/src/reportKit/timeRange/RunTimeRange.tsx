// The time range of a run bar (a report's, a search's): the ui picker with the user's zone,
// week, clock and language, the presets' names and one calendar wording, driving a time-range
// machine. A preset is selected; a custom range is set once it has both ends.
import type { ActorRefFrom } from 'xstate';
import type { TimeRange, TimeRangePreset, timeRangeMachine } from '@console/machines';
import { TimeRangePicker } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext.tsx';
import { useTimeRangeLabels } from './useTimeRangeLabels.ts';

export interface RunTimeRangeProps {
  /** The choice on screen: the preset, and for a custom range its ends. */
  value: TimeRange;
  actor: ActorRefFrom<typeof timeRangeMachine>;
  now: () => number;
  label: string;
  editCustomLabel: string;
  /** The presets offered (all of section 4 by default; whole days for DMARC). */
  presets?: readonly TimeRangePreset[];
  /** Called after every change the picker sends to the machine. */
  onChanged?: () => void;
}

export function RunTimeRange({
  value,
  actor,
  now,
  label,
  editCustomLabel,
  presets,
  onChanged,
}: RunTimeRangeProps) {
  const { t } = useTranslation(['report', 'common']);
  const { user } = useSession();
  const labels = useTimeRangeLabels();
  return (
    <TimeRangePicker
      value={value}
      now={new Date(now())}
      timeZone={user.timezone}
      locale={user.language}
      weekStart={user.week}
      clock={user.clock}
      labels={labels}
      {...(presets ? { presets } : {})}
      label={label}
      editCustomLabel={editCustomLabel}
      calendarLabels={{
        applyLabel: t('common:apply'),
        cancelLabel: t('common:cancel'),
        fromLabel: t('report:calendar.from'),
        toLabel: t('report:calendar.to'),
        previousLabel: t('report:calendar.previous'),
        nextLabel: t('report:calendar.next'),
        pickEndLabel: t('report:calendar.pickEnd'),
      }}
      calendarLoadingLabel={t('report:calendar.loading')}
      onChange={(next) => {
        if (next.preset !== 'custom') actor.send({ type: 'range.select', preset: next.preset });
        else if (next.start && next.end)
          actor.send({
            type: 'range.set',
            range: { preset: 'custom', start: next.start, end: next.end },
          });
        else return;
        onChanged?.();
      }}
    />
  );
}

// The DMARC pages' run bar: the time range and the button that runs it.
import { useSelector } from '@xstate/react';
import type { TimeRange } from '@console/machines';
import { ReportButton, RunBar } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { RunTimeRange } from '../../../reportKit/timeRange/RunTimeRange.tsx';
import { dmarcPresets, type DmarcRun } from './useDmarcRun.ts';

const sameChoice = (a: TimeRange, b: TimeRange) =>
  a.preset === b.preset && (a.preset !== 'custom' || (a.start === b.start && a.end === b.end));

export function DmarcRunBar({ run }: { run: DmarcRun }) {
  const { t } = useTranslation(['dmarc', 'errors']);
  const value = useSelector(run.timeRange, (snapshot) => snapshot.context.range, sameChoice);
  return (
    <RunBar
      aria-label={t('runBar.label')}
      actions={
        <ReportButton
          onPress={run.run}
          range={value}
          incompleteRangeText={t('errors:customRangeIncomplete')}
        >
          {t('runBar.run')}
        </ReportButton>
      }
    >
      <RunTimeRange
        value={value}
        actor={run.timeRange}
        now={run.now}
        label={t('runBar.timeRange')}
        editCustomLabel={t('runBar.editCustomRange')}
        presets={dmarcPresets}
      />
    </RunBar>
  );
}

// The time-range presets' names in the user's language (report namespace, shared by every run
// bar), in the order of spec section 4.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeRangePresets, type TimeRangePresetName } from '@console/contract/timeRangePresets';

export function useTimeRangeLabels(): Record<TimeRangePresetName, string> {
  const { t, i18n } = useTranslation('report');
  return useMemo(
    () =>
      Object.fromEntries(
        timeRangePresets.map((preset) => [preset, t(`timeRange.${preset}`)]),
      ) as Record<TimeRangePresetName, string>,
    // the language is what changes the texts
    [t, i18n.language],
  );
}

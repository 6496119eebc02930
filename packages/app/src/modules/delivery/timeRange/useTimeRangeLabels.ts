// The time-range presets' names in the user's language (common namespace, shared by every run
// bar), in the order of spec section 4.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_RANGE_PRESETS, type TimeRangePreset } from '@console/machines';

export function useTimeRangeLabels(): Record<TimeRangePreset, string> {
  const { t, i18n } = useTranslation('common');
  return useMemo(
    () =>
      Object.fromEntries(
        TIME_RANGE_PRESETS.map((preset) => [preset, t(`timeRange.${preset}`)]),
      ) as Record<TimeRangePreset, string>,
    // the language is what changes the texts
    [t, i18n.language],
  );
}

// Machines speak the spec's English texts (@console/machines messages); a report shows them in
// the user's language through the errors and report namespaces.
import type { TFunction } from 'i18next';
import {
  decidedTexts,
  formatMessage,
  specTexts,
  type Message,
  type NoticeVariant,
} from '@console/machines';
import type { SnackbarVariant } from '@console/ui';

/**
 * `dimensionName` writes a filter field as the user reads it ("MTA virtuel" for vmta); the
 * machines name fields by their ids, joined with ", ".
 */
export function translateMessage(
  t: TFunction<['report', 'errors']>,
  message: Message,
  dimensionName: (id: string) => string = (id) => id,
): string {
  switch (message.text) {
    case specTexts.presetNameExists:
      return t('errors:presetExists');
    case specTexts.customRangeIncomplete:
      return t('errors:customRangeIncomplete');
    case specTexts.presetFiltersIgnored: {
      const fields = String(message.values?.fields ?? '')
        .split(', ')
        .filter(Boolean)
        .map(dimensionName);
      return t('errors:presetFiltersIgnored', { fields: fields.join(', ') });
    }
    case decidedTexts.presetSaveFailed:
      return t('report:presetSaveFailed');
    case decidedTexts.preferencesSaveFailed:
      return t('report:preferencesSaveFailed');
    default:
      return formatMessage(message);
  }
}

/** The snackbar has success, error and primary; warnings and notes are primary. */
export function snackbarVariant(variant: NoticeVariant): SnackbarVariant {
  return variant === 'success' || variant === 'error' ? variant : 'primary';
}

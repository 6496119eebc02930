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

export function translateMessage(t: TFunction<['report', 'errors']>, message: Message): string {
  switch (message.text) {
    case specTexts.presetNameExists:
      return t('errors:presetExists');
    case specTexts.customRangeIncomplete:
      return t('errors:customRangeIncomplete');
    case specTexts.presetFiltersIgnored:
      return t('errors:presetFiltersIgnored', { fields: message.values?.fields ?? '' });
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

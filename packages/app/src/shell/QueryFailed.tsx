// What a screen shows where its data failed to load: "Failed to load" with a Reload button
// that reads it again, in the user's language. One piece for every screen and panel.
import { LoadFailed } from '@console/ui';
import { useTranslation } from 'react-i18next';

export function QueryFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <LoadFailed message={t('failedToLoad')} onRetry={onRetry} retryLabel={t('reload')} />;
}

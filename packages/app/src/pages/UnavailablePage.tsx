// A page whose screen belongs to a later release (a module's page without code, the management
// entities): its title and breadcrumb as the route gives them, and a plain statement that the
// screen is not in this version. No placeholder data.
import { EmptyState } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { LaterIcon } from '../shell/icons.tsx';
import { PageTitle, TextLink } from '../shell/ShellLayout.styles.ts';
import { useShellRoute } from '../shell/useShellRoute.ts';

export function UnavailablePage() {
  const { t } = useTranslation('shell');
  const { title, crumbs } = useShellRoute();
  const section = crumbs[0]?.label;
  return (
    <>
      <PageTitle>{title ? t(title, { ns: 'common' }) : t('unavailableTitle')}</PageTitle>
      <EmptyState
        headingLevel={2}
        icon={<LaterIcon size={32} />}
        title={t('unavailableTitle')}
        description={t('unavailableDescription', {
          section: section ? t(section, { ns: 'common' }) : '',
        })}
        action={<TextLink to="/">{t('goToStart')}</TextLink>}
      />
    </>
  );
}

export { UnavailablePage as Component };

// The catch-all of the previous version's addresses, /v2/* (spec section 2): says where the link
// came from and, when this version has the same page, links to it.
import { EmptyState, InfoIcon } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pageKey } from '../routes/routeHandle.ts';
import { useSession } from '../session/SessionContext.tsx';
import { PageTitle, TextLink } from '../shell/ShellLayout.styles.ts';
import { legacyTarget } from './legacyTarget.ts';

export function LegacyPage() {
  const { t } = useTranslation('shell');
  const { workspaces, workspace } = useSession();
  const rest = useParams()['*'] ?? '';
  const target = legacyTarget(
    rest,
    workspaces.map((entry) => entry.id),
    workspace.id,
  );
  return (
    <>
      <PageTitle>{t('pageLegacy', { ns: 'common' })}</PageTitle>
      <EmptyState
        headingLevel={2}
        icon={<InfoIcon size={32} />}
        title={t('legacyTitle')}
        description={t(target ? 'legacyDescriptionFound' : 'legacyDescription', {
          address: `/v2/${rest}`,
        })}
        action={
          target ? (
            <TextLink to={target.path}>
              {t('legacyOpen', { page: t(pageKey(target.name), { ns: 'common' }) })}
            </TextLink>
          ) : (
            <TextLink to="/">{t('goToStart')}</TextLink>
          )
        }
      />
    </>
  );
}

export { LegacyPage as Component };

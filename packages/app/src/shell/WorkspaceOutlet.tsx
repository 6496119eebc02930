// The frame of every workspace page (spec sections 2 and 6): the `:workspace` of the path becomes
// the session's workspace (member calls then carry its account), the visit goes into the history,
// and a module the workspace has not enabled is explained instead of shown.
import { modulePaths } from '@console/contract/moduleCodes';
import { EmptyState } from '@console/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { pageKey } from '../routes/routeHandle.ts';
import { useSession } from '../session/SessionContext.tsx';
import { LaterIcon } from './icons.tsx';
import { PageTitle, TextLink } from './ShellLayout.styles.ts';
import { useShellRoute } from './useShellRoute.ts';
import { useWorkspaceHistory } from './useWorkspaceHistory.ts';

export function WorkspaceOutlet() {
  const { t } = useTranslation('shell');
  const { workspace: param } = useParams();
  const session = useSession();
  const route = useShellRoute();
  const location = useLocation();
  const { selectWorkspace } = session;

  useEffect(() => {
    if (param) selectWorkspace(param);
  }, [param, selectWorkspace]);

  const workspace = session.workspaces.find((entry) => entry.id === param) ?? session.workspace;
  useWorkspaceHistory(
    route.module
      ? {
          path: `${location.pathname}${location.search}`,
          workspace: workspace.id,
          ...(route.title ? { title: t(route.title, { ns: 'common' }) } : {}),
        }
      : null,
  );

  if (!route.module || workspace.modules.includes(route.module)) return <Outlet />;

  const moduleName = t(pageKey(modulePaths[route.module]), { ns: 'common' });
  const isPlaceholder = workspace.id === 'none';
  return (
    <>
      <PageTitle>{route.title ? t(route.title, { ns: 'common' }) : moduleName}</PageTitle>
      <EmptyState
        headingLevel={2}
        icon={<LaterIcon size={32} />}
        title={isPlaceholder ? t('noWorkspaces') : t('moduleNotEnabled', { module: moduleName })}
        description={
          isPlaceholder
            ? t('noWorkspacesDescription')
            : t('moduleNotEnabledDescription', { workspace: workspace.name })
        }
        action={
          !isPlaceholder && (
            <TextLink to={`/${encodeURIComponent(workspace.id)}`}>{t('goToStart')}</TextLink>
          )
        }
      />
    </>
  );
}

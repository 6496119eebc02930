// The shell's top bar (spec section 2): the breadcrumb, the workspace picker (not on settings,
// management and administration), and the user menu with name, email, Settings, Management for
// admins, Feedback and Sign out.
import { Breadcrumb, TopBar, UserMenu, WorkspacePicker, type UserMenuAction } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathInWorkspace } from '../routes/workspaceSwitch.ts';
import { useSession } from '../session/SessionContext.tsx';
import { useBreadcrumbLabels } from './BreadcrumbLabels.tsx';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import { useShellRoute } from './useShellRoute.ts';

export interface ShellTopBarProps {
  /** Given on phones, where the closed drawer is hidden: a menu button opens it. */
  onMenuPress: (() => void) | undefined;
  onFeedback: () => void;
}

const userMenuTargets: Partial<Record<UserMenuAction, string>> = {
  settings: '/settings',
  management: '/management',
  signout: '/authenticate/logout',
};

export function ShellTopBar({ onMenuPress, onFeedback }: ShellTopBarProps) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const route = useShellRoute();
  const labels = useBreadcrumbLabels();
  const navigate = useNavigate();
  const location = useLocation();

  const crumbs = breadcrumbTrail(route.crumbs, {
    params: route.params,
    workspace: session.workspace.id,
    translate: (key) => t(key, { ns: 'common' }),
    labels,
  });

  const chooseWorkspace = (id: string) => {
    const target = session.workspaces.find((workspace) => workspace.id === id);
    if (!target || id === session.workspace.id) return;
    session.selectWorkspace(id);
    // Remembered as the "last selected" workspace; a failed save only loses that memory.
    session.updateUser({ workspace: id }).catch(() => undefined);
    const ids = session.workspaces.map((workspace) => workspace.id);
    const path = pathInWorkspace(location.pathname, target, ids);
    if (path) void navigate(path);
  };

  const onUserAction = (action: UserMenuAction) => {
    if (action === 'feedback') onFeedback();
    const target = userMenuTargets[action];
    if (target) void navigate(target);
  };

  return (
    <TopBar
      breadcrumb={crumbs.length > 0 && <Breadcrumb items={crumbs} aria-label={t('breadcrumb')} />}
      {...(onMenuPress ? { onMenuPress } : {})}
      menuLabel={t('openNavigation')}
    >
      {!route.hideWorkspacePicker && (
        <WorkspacePicker
          workspaces={session.workspaces.map(({ id, name }) => ({ id, name }))}
          value={session.workspace.id}
          onChange={chooseWorkspace}
          label={t('workspace')}
          emptyLabel={t('noWorkspaces')}
        />
      )}
      <UserMenu
        name={session.user.name || session.user.id}
        email={session.user.id}
        isAdmin={session.isAdmin}
        onAction={onUserAction}
        labels={{
          settings: t('menuSettings'),
          management: t('menuManagement'),
          feedback: t('menuFeedback'),
          signout: t('menuSignOut'),
        }}
      />
    </TopBar>
  );
}

// The left drawer (spec sections 2 and 4): the workspace's modules and, for owners and admins,
// Administration. drawerMachine decides when it opens; this component reports what happens.
import { Drawer, type DrawerItem } from '@console/ui';
import type { PointerEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../session/SessionContext.tsx';
import { currentDrawerEntry, drawerEntries, type DrawerEntryId } from './drawerItems.ts';
import {
  AdministrationIcon,
  AuditIcon,
  DeliveryIcon,
  DmarcIcon,
  ReputationIcon,
} from './icons.tsx';
import { DrawerHoverArea } from './ShellLayout.styles.ts';
import type { DrawerState } from './useDrawerState.ts';
import { useShellRoute } from './useShellRoute.ts';

const icons: Record<DrawerEntryId, ReactNode> = {
  da: <DeliveryIcon />,
  rm: <ReputationIcon />,
  ea: <AuditIcon />,
  dr: <DmarcIcon />,
  administration: <AdministrationIcon />,
};

export function ShellDrawer({ state }: { state: DrawerState }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { module } = useShellRoute();
  const { pathname } = useLocation();

  const items: DrawerItem[] = drawerEntries(
    session.workspace,
    session.isOwner || session.isAdmin,
  ).map((entry) => ({
    id: entry.id,
    label: t(entry.label, { ns: 'common' }),
    href: entry.href,
    icon: icons[entry.id],
  }));
  const currentId = currentDrawerEntry(module, pathname);

  // Only a mouse hovers; touch and pen fire pointer events too and must not open it.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') state.pointerEnter();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') state.pointerLeave();
  };

  return (
    <DrawerHoverArea onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Drawer
        items={items}
        {...(currentId ? { currentId } : {})}
        isOpen={state.isOpen}
        onOpenChange={(open) => {
          if (open !== state.isOpen) state.toggle();
        }}
        // Hover is drawerMachine's business (it tells a hover peek from a deliberate open, and
        // knows lock_drawer); locking the widget keeps it from also reacting to hover.
        isLocked
        device={state.device}
        onNavigate={() => {
          if (state.device === 'mobile' && state.isOpen) state.toggle();
        }}
        aria-label={t('mainNavigation')}
        expandLabel={t('expandNavigation')}
        collapseLabel={t('collapseNavigation')}
      />
    </DrawerHoverArea>
  );
}

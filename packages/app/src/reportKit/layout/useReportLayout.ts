// The report-layout side panel's state (spec sections 4 and 5) through reportLayoutMachine:
// columns, density, dimensions (at most 6 counted) and metrics of the workspace, cleaned up on
// load and saved to user.preferences[workspace] with users/set when the panel closes.
import { useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '@console/contract';
import { reportLayoutMachine, type WorkspacePreferences } from '@console/machines';
import { useSnackbar } from '@console/ui';
import { useSession } from '../../session/SessionContext.tsx';
import { snackbarVariant, translateMessage } from '../machineMessages.ts';
import { layoutInput, storedPreferences } from './layoutPreferences.ts';

/**
 * The metrics that decide whether Top Deferrals is offered: the machine looks for `deferred`;
 * a workspace that shows the deferral rate has deferral data as well.
 */
export function layoutMetrics(metrics: readonly string[]): string[] {
  return metrics.includes('deferred_rate') && !metrics.includes('deferred')
    ? [...metrics, 'deferred']
    : [...metrics];
}

export function useReportLayout(workspace: Workspace) {
  const session = useSession();
  const latest = useRef(session);
  latest.current = session;
  const { t } = useTranslation(['report', 'errors']);
  const snackbar = useSnackbar();

  const machine = useMemo(
    () =>
      reportLayoutMachine.provide({
        actors: {
          savePreferences: fromPromise<unknown, WorkspacePreferences>(async ({ input }) => {
            const { user, updateUser } = latest.current;
            await updateUser({
              preferences: { ...user.preferences, [workspace.id]: storedPreferences(input) },
            });
          }),
        },
        actions: {
          notify: (_, { message, variant }) =>
            snackbar.show(translateMessage(t, message), { variant: snackbarVariant(variant) }),
        },
      }),
    // One machine per workspace page; the page is keyed by workspace.
    [],
  );
  const actor = useActorRef(machine, {
    input: {
      preferences: layoutInput(session.user.preferences[workspace.id], workspace),
      workspaceMetrics: layoutMetrics(workspace.metrics),
    },
  });
  const layout = useSelector(actor, (snapshot) => snapshot.context);
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  return { actor, layout, isOpen };
}

export type ReportLayoutState = ReturnType<typeof useReportLayout>;

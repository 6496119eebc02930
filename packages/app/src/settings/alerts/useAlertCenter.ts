// The alert center's state: alertsMachine (spec sections 4 and 5) provided with the calls it
// makes (alerts/set, slack/add, slack/del), the OAuth popup and the snackbar; plus the email
// switch, which the machine flips locally and this hook saves with users/set {alerts}.
import type { User, UserAlert } from '@console/contract';
import { alertsMachine, decidedTexts, type NotifyParams } from '@console/machines';
import { useSnackbar } from '@console/ui';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../api/ApiContext.tsx';
import { useSession } from '../../session/SessionContext.tsx';
import { PopupBlockedError } from './slackOAuth.ts';
import { useTeamChatAuthorizer } from './TeamChatContext.tsx';

/** The machine's English texts and their keys in the settings namespace. */
const machineTextKeys = {
  [decidedTexts.alertSaveFailed]: 'alerts.saveFailed',
  [decidedTexts.teamChatFailed]: 'alerts.teamChatFailed',
  [decidedTexts.invalidTeamChatCode]: 'alerts.invalidCode',
} as const;

export function useAlertCenter(alerts: readonly UserAlert[], user: Pick<User, 'alerts' | 'slack'>) {
  const { t } = useTranslation('settings');
  const api = useApi();
  const snackbar = useSnackbar();
  const { updateUser } = useSession();
  const authorizer = useTeamChatAuthorizer();
  // The machine is made once; its actors read the current helpers through this ref.
  const current = useRef({ api, snackbar, t, authorizer });
  current.current = { api, snackbar, t, authorizer };

  const [machine] = useState(() =>
    alertsMachine.provide({
      actors: {
        saveAlert: fromPromise(({ input }) =>
          current.current.api.user.alerts.set({ id: input.id, active: input.active }),
        ),
        authorizeTeamChat: fromPromise(async ({ signal }) => {
          try {
            return await current.current.authorizer.authorize(signal);
          } catch (error) {
            if (error instanceof PopupBlockedError) {
              current.current.snackbar.show(current.current.t('alerts.popupBlocked'), {
                variant: 'error',
              });
            }
            throw error;
          }
        }),
        addTeamChat: fromPromise(async ({ input }) => {
          const answer = await current.current.api.user.slack.add(input);
          current.current.snackbar.show(current.current.t('alerts.slackConnected'), {
            variant: 'success',
          });
          return answer;
        }),
        removeTeamChat: fromPromise<unknown>(async () => {
          const answer = await current.current.api.user.slack.del();
          current.current.snackbar.show(current.current.t('alerts.slackDisconnected'), {
            variant: 'success',
          });
          return answer;
        }),
      },
      actions: {
        notify: (_, { message, variant }: NotifyParams) => {
          const key = machineTextKeys[message.text as keyof typeof machineTextKeys];
          current.current.snackbar.show(key ? current.current.t(key) : message.text, {
            variant: variant === 'success' || variant === 'error' ? variant : 'primary',
          });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      alerts: alerts.map(({ id, active }) => ({ id, active })),
      email: user.alerts,
      teamChat: user.slack,
    },
  });

  const [isEmailSaving, setEmailSaving] = useState(false);
  const toggleEmail = async () => {
    const enabled = !snapshot.context.email;
    send({ type: 'email.toggle' });
    setEmailSaving(true);
    try {
      await updateUser({ alerts: enabled });
    } catch {
      send({ type: 'email.toggle' });
      snackbar.show(t('alerts.emailSaveFailed'), { variant: 'error' });
    } finally {
      setEmailSaving(false);
    }
  };

  const activeById = new Map(snapshot.context.alerts.map((row) => [row.id, row.active]));
  return {
    activeById,
    savingId: snapshot.context.savingId,
    isEmailOn: snapshot.context.email,
    isEmailSaving,
    toggleEmail,
    isTeamChatOn: snapshot.context.teamChat,
    teamChatStep: snapshot.value.teamChat,
    toggleAlert: (id: string) => send({ type: 'alert.toggle', id }),
    toggleTeamChat: () => send({ type: 'teamChat.toggle' }),
  };
}

export type AlertCenter = ReturnType<typeof useAlertCenter>;

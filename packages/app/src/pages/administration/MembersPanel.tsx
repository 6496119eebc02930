// One account's members (owner/memberships/all): the Invite button above a panel with the
// counts, the note about the only owner, and the table. The button stays while the list reloads,
// so the focus it gets back from its dialog stays too. Each change is told in a snackbar and the list is
// read again from the server; the alerts switch shows its new state while it is saved and goes
// back, with the reason, when the server refuses.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MemberRow, Role } from '@console/contract';
import { Button, DialogTrigger, EmptyState, useSnackbar } from '@console/ui';
import { useApi } from '../../api/ApiContext.tsx';
import { useQuery } from '../../api/useQuery.ts';
import { Panel } from '../../reportKit/panels/Panel.tsx';
import { useSession } from '../../session/SessionContext.tsx';
import { Note, Toolbar } from './administration.styles.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { memberProblemOf } from './memberProblems.ts';
import {
  memberCounts,
  memberName,
  memberRows,
  onlyOwnerOf,
  type MemberTableRow,
} from './memberRows.ts';
import { MembersTable } from './MembersTable.tsx';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

export interface MembersPanelProps {
  account: { id: string; name: string };
  texts: AdministrationTexts;
}

export function MembersPanel({ account, texts }: MembersPanelProps) {
  const { t, format } = texts;
  const api = useApi();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const query = useQuery(
    (client) => client.owner.memberships.all({ account: account.id }),
    [account.id],
  );
  // Alerts as saved (or being saved) since the list was read, by member.
  const [alertsOf, setAlertsOf] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [savingAlertsOf, setSavingAlertsOf] = useState<string | null>(null);
  const inviteButton = useRef<HTMLDivElement>(null);
  // The removed member's row, and its button, go once the list is read again: the focus waits on
  // Invite then, a frame after the dialog gave it back to the row.
  const focusInviteOnReload = useRef(false);
  useEffect(() => {
    if (!focusInviteOnReload.current || query.status !== 'success') return;
    focusInviteOnReload.current = false;
    requestAnimationFrame(() => inviteButton.current?.querySelector('button')?.focus());
  }, [query.status, query.data]);

  const members = useMemo(
    () =>
      (query.data ?? []).map((member) => ({
        ...member,
        alerts: alertsOf.get(member.user) ?? member.alerts,
      })),
    [query.data, alertsOf],
  );
  const rows = useMemo(
    () => memberRows(members, user.id, texts.roleName),
    [members, user.id, texts.roleName],
  );
  const counts = memberCounts(members);
  const onlyOwner = onlyOwnerOf(members);

  const changeAlerts = async (row: MemberTableRow, alerts: boolean) => {
    if (savingAlertsOf !== null) return;
    const input = { account: account.id, user: row.id };
    setSavingAlertsOf(row.id);
    setAlertsOf((current) => new Map(current).set(row.id, alerts));
    try {
      await (alerts ? api.owner.alerts.add(input) : api.owner.alerts.del(input));
      snackbar.show(t(alerts ? 'alerts.on' : 'alerts.off', { member: row.member }), {
        variant: 'success',
      });
    } catch (error) {
      setAlertsOf((current) => new Map(current).set(row.id, !alerts));
      const reason = texts.problem(memberProblemOf(error, 'alerts'), {
        member: row.member,
        email: row.id,
      });
      snackbar.show(t('alerts.failed', { member: row.member, reason }), { variant: 'error' });
    } finally {
      setSavingAlertsOf(null);
    }
  };

  const invited = (row: MemberRow) => {
    snackbar.show(t('invite.sent', { email: row.user }), { variant: 'success' });
    query.reload();
  };
  const resend = async (row: MemberTableRow) => {
    try {
      await api.owner.memberships.invite({
        account: account.id,
        user: row.id,
        role: row.source.role,
      });
      snackbar.show(t('invite.resent', { email: row.id }), { variant: 'success' });
    } catch (error) {
      const reason = texts.problem(memberProblemOf(error, 'invite'), {
        member: row.member,
        email: row.id,
      });
      snackbar.show(t('invite.resendFailed', { email: row.id, reason }), { variant: 'error' });
    }
  };
  const roleSaved = (row: MemberTableRow, role: Role) => {
    snackbar.show(t('role.saved', { member: row.member, role: texts.roleName(role) }), {
      variant: 'success',
    });
    query.reload();
  };
  const removed = (row: MemberTableRow) => {
    snackbar.show(
      row.source.pending
        ? t('withdraw.done', { email: row.id })
        : t('remove.done', { member: row.member, account: account.name }),
      { variant: 'success' },
    );
    focusInviteOnReload.current = true;
    query.reload();
  };

  const isEmpty = query.status === 'success' && query.data.length === 0;
  const meta = [
    t('meta.members', { count: counts.members, value: format.count(counts.members) }),
    counts.pending > 0 &&
      t('meta.pending', { count: counts.pending, value: format.count(counts.pending) }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <Toolbar ref={inviteButton}>
        <DialogTrigger>
          <Button variant="primary">{t('invite.button')}</Button>
          <InviteDialog account={account} onInvited={invited} texts={texts} />
        </DialogTrigger>
      </Toolbar>
      <Panel
        title={t('panel.title', { account: account.name })}
        meta={query.data && meta}
        status={query.status}
        hasContent={query.data !== undefined}
        onReload={query.reload}
        isWide
      >
        {onlyOwner && <Note>{t('onlyOwner.note', { member: memberName(onlyOwner) })}</Note>}
        {isEmpty ? (
          <EmptyState
            headingLevel={3}
            title={t('empty.title')}
            description={t('empty.description')}
          />
        ) : (
          <MembersTable
            account={account}
            rows={rows}
            savingAlertsOf={savingAlertsOf}
            onAlertsChange={(row, alerts) => void changeAlerts(row, alerts)}
            onRoleSaved={roleSaved}
            onRemoved={removed}
            onResend={(row) => void resend(row)}
            texts={texts}
          />
        )}
      </Panel>
    </>
  );
}

// The account's members and open invitations as a table: the member (name, address, "you",
// "invited"), the role, an Alerts switch (alerts/add and alerts/del, one saving at a time), the
// last visit and the row's actions. Sorted by member by default, the sort remembered.
import { useMemo } from 'react';
import type { Role } from '@console/contract';
import { tableRowHeight } from '@console/contract/constants';
import { DataTable, Pill, Toggle, useSnackbar } from '@console/ui';
import { useIsMobile } from '../../reportKit/useIsMobile.ts';
import { CellControl, CellLine, Muted } from './administration.styles.ts';
import { MemberActionsMenu } from './MemberActionsMenu.tsx';
import { memberColumns } from './memberColumns.ts';
import type { MemberTableRow } from './memberRows.ts';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

export interface MembersTableProps {
  account: { id: string; name: string };
  rows: readonly MemberTableRow[];
  /** The member whose alerts are being saved. */
  savingAlertsOf: string | null;
  onAlertsChange: (row: MemberTableRow, alerts: boolean) => void;
  onRoleSaved: (row: MemberTableRow, role: Role) => void;
  onRemoved: (row: MemberTableRow) => void;
  onResend: (row: MemberTableRow) => void;
  texts: AdministrationTexts;
}

export function MembersTable({
  account,
  rows,
  savingAlertsOf,
  onAlertsChange,
  onRoleSaved,
  onRemoved,
  onResend,
  texts,
}: MembersTableProps) {
  const { t, format } = texts;
  const snackbar = useSnackbar();
  const isPhone = useIsMobile();
  const columns = useMemo(() => memberColumns(t, isPhone), [t, isPhone]);

  const slots = {
    member: (row: MemberTableRow) => (
      <CellLine>
        <span className="name">
          {row.isSelf ? t('member.you', { member: row.member }) : row.member}
        </span>
        {row.source.pending ? (
          <Pill tone="info">{t('member.invited')}</Pill>
        ) : (
          // a phone has room for the name only
          row.source.name !== null && !isPhone && <span className="muted">{row.source.user}</span>
        )}
      </CellLine>
    ),
    alerts: (row: MemberTableRow) =>
      row.source.pending ? (
        <Muted>{t('alerts.pending')}</Muted>
      ) : (
        <CellControl>
          <Toggle
            aria-label={t('alerts.label', { member: row.member })}
            isSelected={row.alerts}
            isPending={savingAlertsOf === row.id}
            pendingLabel={t('saving')}
            isDisabled={savingAlertsOf !== null && savingAlertsOf !== row.id}
            onChange={(isOn) => onAlertsChange(row, isOn)}
          />
        </CellControl>
      ),
    lastVisit: (row: MemberTableRow) =>
      row.last_visit ? (
        <time dateTime={row.last_visit}>{format.date(row.last_visit)}</time>
      ) : (
        <Muted>{row.source.pending ? t('lastVisit.pending') : t('lastVisit.never')}</Muted>
      ),
    actions: (row: MemberTableRow) => (
      <MemberActionsMenu
        account={account}
        row={row}
        hasAlertsItem={isPhone}
        onRoleSaved={onRoleSaved}
        onRemoved={onRemoved}
        onResend={onResend}
        onAlertsChange={onAlertsChange}
        texts={texts}
      />
    ),
  };

  return (
    <DataTable
      id="administration.members"
      aria-label={t('table.label', { account: account.name })}
      columns={columns}
      rows={rows}
      slots={slots}
      defaultSort={{ column: 'member', direction: 'ascending' }}
      maxHeight={tableRowHeight * 12}
      emptyLabel={t('empty.title')}
      loadingLabel={t('common:loading')}
      copiedMessage={t('common:valueCopied')}
      onCopy={(_, message) => snackbar.show(message, { variant: 'primary' })}
    />
  );
}

// A row's "Actions for …" button and its menu: change the role, remove the member (or, for an
// invitation, send it again and withdraw it), and on a phone, where the alerts column has no
// room, send or stop the alerts. The account's only owner keeps both the role change and the
// removal disabled: the server refuses them. The name says which member, so each row's button
// is told apart by assistive technology.
import { useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, MoreIcon } from '@console/ui';
import { styled } from 'styled-components';
import type { Role } from '@console/contract';
import type { MemberTableRow } from './memberRows.ts';
import { RemoveMemberDialog } from './RemoveMemberDialog.tsx';
import { RoleDialog } from './RoleDialog.tsx';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

const Cell = styled.div`
  display: flex;
  align-items: center;
`;

export interface MemberActionsMenuProps {
  account: { id: string; name: string };
  row: MemberTableRow;
  /** Offer the alerts in the menu (phones: the alerts column is left out). */
  hasAlertsItem: boolean;
  onRoleSaved: (row: MemberTableRow, role: Role) => void;
  onRemoved: (row: MemberTableRow) => void;
  onResend: (row: MemberTableRow) => void;
  onAlertsChange: (row: MemberTableRow, alerts: boolean) => void;
  texts: AdministrationTexts;
}

type Action = 'role' | 'remove' | 'resend' | 'alerts';
type Opened = 'role' | 'remove' | null;

export function MemberActionsMenu({
  account,
  row,
  hasAlertsItem,
  onRoleSaved,
  onRemoved,
  onResend,
  onAlertsChange,
  texts,
}: MemberActionsMenuProps) {
  const { t } = texts;
  const [opened, setOpened] = useState<Opened>(null);
  const cell = useRef<HTMLDivElement>(null);
  const isPending = row.source.pending;
  const act = (action: Action) => {
    if (action === 'resend') onResend(row);
    else if (action === 'alerts') onAlertsChange(row, !row.alerts);
    else setOpened(action);
  };
  // The dialog opens as the menu closes, so react-aria has no button to give the focus back to:
  // the row's menu button takes it.
  const closeOn = (isOpen: boolean) => {
    if (isOpen) return;
    setOpened(null);
    requestAnimationFrame(() => cell.current?.querySelector('button')?.focus());
  };
  return (
    <Cell ref={cell}>
      <MenuTrigger>
        <Button
          variant="ghost"
          icon={<MoreIcon />}
          aria-label={t('actions.label', { member: row.member })}
        />
        <Menu onAction={(key) => act(key as Action)} placement="bottom end">
          <MenuItem id="role" isDisabled={row.isOnlyOwner}>
            {t('actions.role')}
          </MenuItem>
          {hasAlertsItem && !isPending ? (
            <MenuItem id="alerts">
              {row.alerts ? t('actions.alertsOff') : t('actions.alertsOn')}
            </MenuItem>
          ) : null}
          {isPending ? <MenuItem id="resend">{t('actions.resend')}</MenuItem> : null}
          <MenuItem id="remove" isDanger isDisabled={row.isOnlyOwner}>
            {isPending ? t('actions.withdraw') : t('actions.remove')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <RoleDialog
        account={account.id}
        row={row}
        onSaved={onRoleSaved}
        texts={texts}
        isOpen={opened === 'role'}
        onOpenChange={closeOn}
      />
      <RemoveMemberDialog
        account={account}
        row={row}
        onRemoved={onRemoved}
        texts={texts}
        isOpen={opened === 'remove'}
        onOpenChange={closeOn}
      />
    </Cell>
  );
}

// Asks before removing a member, naming them and what they lose, or before withdrawing an open
// invitation (owner/memberships/del does both), then does it. Removing yourself is said first.
// An alert dialog: the choice must be made, Cancel has the focus, Escape cancels. A refusal (the
// last owner, a member gone, anything else) stays in the dialog and is read out.
import { useState } from 'react';
import { Button, Modal } from '@console/ui';
import { useApi } from '../../api/ApiContext.tsx';
import { FormAlert, FormButtons, FormFields, Note } from './administration.styles.ts';
import { memberProblemOf, type MemberProblem } from './memberProblems.ts';
import type { MemberTableRow } from './memberRows.ts';
import type { DialogOpening } from './RoleDialog.tsx';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

export interface RemoveMemberDialogProps {
  account: { id: string; name: string };
  row: MemberTableRow;
  onRemoved: (row: MemberTableRow) => void;
  texts: AdministrationTexts;
}

function RemoveBody({
  account,
  row,
  onRemoved,
  texts,
  close,
}: RemoveMemberDialogProps & { close: () => void }) {
  const { t } = texts;
  const api = useApi();
  const member = row.source;
  const [problem, setProblem] = useState<MemberProblem | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    setProblem(null);
    try {
      await api.owner.memberships.del({ account: account.id, user: member.user });
      close();
      onRemoved(row);
    } catch (error) {
      setProblem(memberProblemOf(error, 'del'));
      setRemoving(false);
    }
  };
  const names = { member: row.member, email: member.user, account: account.name };
  return (
    <FormFields>
      <p>{member.pending ? t('withdraw.text', names) : t('remove.text', names)}</p>
      {row.isSelf && <Note>{t('remove.selfWarning')}</Note>}
      {problem && (
        <FormAlert role="alert">
          <p>{texts.problem(problem, names)}</p>
        </FormAlert>
      )}
      <FormButtons>
        <Button onPress={close} isDisabled={isRemoving} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button variant="danger" onPress={() => void remove()} isPending={isRemoving}>
          {member.pending ? t('withdraw.confirm') : t('remove.confirm')}
        </Button>
      </FormButtons>
    </FormFields>
  );
}

export function RemoveMemberDialog({
  isOpen,
  onOpenChange,
  ...props
}: RemoveMemberDialogProps & DialogOpening) {
  const { t } = props.texts;
  const { row } = props;
  return (
    <Modal
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      role="alertdialog"
      title={
        row.source.pending
          ? t('withdraw.title', { email: row.source.user })
          : t('remove.title', { member: row.member })
      }
      closeLabel={null}
    >
      {(close) => <RemoveBody {...props} close={close} />}
    </Modal>
  );
}

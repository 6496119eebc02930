// Gives a member, or an open invitation, another role (owner/memberships/set). The choice starts
// at the current role and Save waits for a change; taking the owner role from yourself is said
// before it is saved. A refusal stays in the dialog: the last owner (the row offers no change
// then, but another owner may have left meanwhile), a member gone, anything else.
import { useState, type FormEvent } from 'react';
import type { Role } from '@console/contract';
import { Button, Modal, type ModalProps } from '@console/ui';
import { Form } from 'react-aria-components';
import { useApi } from '../../api/ApiContext.tsx';
import { FormAlert, FormButtons, FormFields, Note } from './administration.styles.ts';
import { memberProblemOf, type MemberProblem } from './memberProblems.ts';
import { memberName, type MemberTableRow } from './memberRows.ts';
import { RoleChoice } from './RoleChoice.tsx';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

export interface RoleDialogProps {
  account: string;
  row: MemberTableRow;
  onSaved: (row: MemberTableRow, role: Role) => void;
  texts: AdministrationTexts;
}

/** Opened by a DialogTrigger, or controlled. */
export type DialogOpening = Pick<ModalProps, 'isOpen' | 'onOpenChange'>;

function RoleForm({
  account,
  row,
  onSaved,
  texts,
  close,
}: RoleDialogProps & { close: () => void }) {
  const { t } = texts;
  const api = useApi();
  const member = row.source;
  const [role, setRole] = useState<Role>(member.role);
  const [problem, setProblem] = useState<MemberProblem | null>(null);
  const [isSaving, setSaving] = useState(false);
  const losesOwnership = row.isSelf && member.role === 'owner' && role !== 'owner';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || role === member.role) return;
    setSaving(true);
    setProblem(null);
    try {
      await api.owner.memberships.set({ account, user: member.user, role });
      close();
      onSaved(row, role);
    } catch (error) {
      setProblem(memberProblemOf(error, 'set'));
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <FormFields>
        <p>
          {member.pending
            ? t('role.textPending', { email: member.user })
            : t('role.text', { member: memberName(member), email: member.user })}
        </p>
        <RoleChoice value={role} onChange={setRole} texts={texts} autoFocus />
        {losesOwnership && <Note>{t('role.selfWarning')}</Note>}
        {problem && (
          <FormAlert role="alert">
            <p>{texts.problem(problem, { member: memberName(member), email: member.user })}</p>
          </FormAlert>
        )}
      </FormFields>
      <FormButtons>
        <Button onPress={close} isDisabled={isSaving}>
          {t('common:cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          isPending={isSaving}
          isDisabled={role === member.role}
        >
          {t('role.submit')}
        </Button>
      </FormButtons>
    </Form>
  );
}

export function RoleDialog({ isOpen, onOpenChange, ...props }: RoleDialogProps & DialogOpening) {
  const { t } = props.texts;
  return (
    <Modal
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      title={t('role.title', { member: props.row.member })}
      closeLabel={t('common:close')}
    >
      {(close) => <RoleForm {...props} close={close} />}
    </Modal>
  );
}

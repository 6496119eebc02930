// Invites someone to the account by email with a role (owner/memberships/invite): they get a
// link valid 7 days and become a member when they accept. The address is checked as the contract
// checks it once the field is left or the form sent; a refusal of the server stays in the
// dialog, under the field it concerns (a member already, an invalid address or role) or above
// the buttons (the account's user_limit reached, anything else), and is read out.
import { useState, type FormEvent } from 'react';
import { Email, type MemberRow, type Role } from '@console/contract';
import { Button, Modal, TextField } from '@console/ui';
import { Form } from 'react-aria-components';
import { useApi } from '../../api/ApiContext.tsx';
import { FormAlert, FormButtons, FormFields, VisuallyHidden } from './administration.styles.ts';
import { fieldOfProblem, memberProblemOf, type MemberProblem } from './memberProblems.ts';
import { RoleChoice } from './RoleChoice.tsx';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

export interface InviteDialogProps {
  account: { id: string; name: string };
  /** Told with the invitation's row once the server stored it. */
  onInvited: (row: MemberRow) => void;
  texts: AdministrationTexts;
}

/** The address as the contract takes it (trimmed, lower-cased), or why it is not one. */
function checkEmail(text: string): { value: string; problem: 'required' | 'email' | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: trimmed, problem: 'required' };
  const parsed = Email.safeParse(trimmed);
  return parsed.success
    ? { value: parsed.data, problem: null }
    : { value: trimmed, problem: 'email' };
}

function InviteForm({
  account,
  onInvited,
  texts,
  close,
}: InviteDialogProps & { close: () => void }) {
  const { t } = texts;
  const api = useApi();
  const [emailText, setEmailText] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [showEmailProblem, setShowEmailProblem] = useState(false);
  const [refusal, setRefusal] = useState<{ email: string; problem: MemberProblem } | null>(null);
  const [isSending, setSending] = useState(false);

  const email = checkEmail(emailText);
  // A refusal about the address holds while the address is the one refused.
  const refusedField =
    refusal && refusal.email === email.value ? fieldOfProblem(refusal.problem) : null;
  const subject = { member: email.value, email: email.value };
  const emailError =
    refusal && refusedField === 'user'
      ? texts.problem(refusal.problem, subject)
      : showEmailProblem && email.problem
        ? t(`form.problem.${email.problem}`)
        : '';
  const roleError =
    refusal && refusedField === 'role' ? texts.problem(refusal.problem, subject) : '';
  const formProblem = refusal && fieldOfProblem(refusal.problem) === null ? refusal.problem : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowEmailProblem(true);
    if (email.problem || isSending) return;
    setSending(true);
    setRefusal(null);
    try {
      const row = await api.owner.memberships.invite({
        account: account.id,
        user: email.value,
        role,
      });
      close();
      onInvited(row);
    } catch (error) {
      setRefusal({ email: email.value, problem: memberProblemOf(error, 'invite') });
      setSending(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <FormFields>
        <TextField
          label={t('form.email')}
          description={t('form.emailHelp')}
          type="email"
          value={emailText}
          onChange={setEmailText}
          onBlur={() => setShowEmailProblem(emailText.trim() !== '')}
          errorMessage={emailError}
          isRequired
          autoFocus
          autoComplete="off"
          spellCheck="false"
        />
        <RoleChoice value={role} onChange={setRole} errorMessage={roleError} texts={texts} />
        {formProblem && (
          <FormAlert role="alert">
            <p>{texts.problem(formProblem, subject)}</p>
          </FormAlert>
        )}
        {/* a field's refusal is shown under it; this reads it out as it appears */}
        <VisuallyHidden role="status">{emailError || roleError}</VisuallyHidden>
      </FormFields>
      <FormButtons>
        <Button onPress={close} isDisabled={isSending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="primary" isPending={isSending}>
          {t('invite.submit')}
        </Button>
      </FormButtons>
    </Form>
  );
}

export function InviteDialog(props: InviteDialogProps) {
  const { t } = props.texts;
  return (
    <Modal
      title={t('invite.title', { account: props.account.name })}
      closeLabel={t('common:close')}
    >
      {(close) => <InviteForm {...props} close={close} />}
    </Modal>
  );
}

// The roles of a membership to choose from (the contract's `roles`: member, editor, owner), each
// with what it may do, as the invitation and the role change offer them.
import { roles, type Role } from '@console/contract';
import { RadioGroup } from '@console/ui';
import { RoleRadio } from './administration.styles.ts';
import type { AdministrationTexts } from './useAdministrationTexts.ts';

export interface RoleChoiceProps {
  value: Role;
  onChange: (role: Role) => void;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Focus the chosen role when the dialog opens. */
  autoFocus?: boolean;
  texts: AdministrationTexts;
}

export function RoleChoice({
  value,
  onChange,
  errorMessage,
  isDisabled,
  autoFocus = false,
  texts,
}: RoleChoiceProps) {
  const { t, roleName, roleHelp } = texts;
  return (
    <RadioGroup
      label={t('form.role')}
      value={value}
      onChange={(role) => onChange(role as Role)}
      {...(errorMessage ? { errorMessage } : {})}
      {...(isDisabled ? { isDisabled } : {})}
    >
      {roles.map((role) => (
        <RoleRadio key={role} value={role} autoFocus={autoFocus && role === value}>
          <span>
            <span className="name">{roleName(role)}</span>
            <span className="help">{roleHelp(role)}</span>
          </span>
        </RoleRadio>
      ))}
    </RadioGroup>
  );
}

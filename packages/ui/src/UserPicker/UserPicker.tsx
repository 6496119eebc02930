import { NamedComboPicker, type ComboPickerProps } from '../RunControl/NamedComboPicker.tsx';
import { UserOptionText } from './UserPicker.styles.ts';

export interface UserOption {
  /** The user's email, which is the user id (spec section 3). */
  id: string;
  name: string;
}

export interface UserPickerProps extends ComboPickerProps {
  users: UserOption[];
}

/** The input shows a user's name, yet typing part of the email finds the user too. */
function matchesUser(users: UserOption[], name: string, input: string): boolean {
  const query = input.trim().toLowerCase();
  if (query === '') return true;
  return users.some(
    (user) =>
      user.name === name &&
      (user.name.toLowerCase().includes(query) || user.id.toLowerCase().includes(query)),
  );
}

/** Chooses a user by name or email (admins only: the list comes from an admin call). */
export function UserPicker({
  users,
  label = 'User',
  placeholder = 'All users',
  ...props
}: UserPickerProps) {
  return (
    <NamedComboPicker
      {...props}
      items={users}
      label={label}
      placeholder={placeholder}
      width={240}
      defaultFilter={(name, input) => matchesUser(users, name, input)}
      renderOption={(user) => (
        <UserOptionText>
          <span>{user.name}</span>
          <span className="email">{user.id}</span>
        </UserOptionText>
      )}
    />
  );
}

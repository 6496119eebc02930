import type { Key } from 'react-aria-components';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { SelectItem } from '../Popover/Popover.tsx';
import { PickerBox, UserOptionText } from './UserPicker.styles.ts';

export interface UserOption {
  /** The user's email, which is the user id (spec section 3). */
  id: string;
  name: string;
}

export interface UserPickerProps {
  users: UserOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  /** Accessible name. */
  label?: string;
  placeholder?: string;
  emptyText?: string;
  isDisabled?: boolean;
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
  value,
  onChange,
  label = 'User',
  placeholder = 'All users',
  emptyText,
  isDisabled,
}: UserPickerProps) {
  return (
    <PickerBox>
      <ComboBox<UserOption>
        aria-label={label}
        defaultItems={users}
        selectedKey={value}
        onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
        placeholder={placeholder}
        isDisabled={isDisabled}
        showOptionsLabel={`Show ${label.toLowerCase()} options`}
        defaultFilter={(name, input) => matchesUser(users, name, input)}
        {...(emptyText ? { emptyText } : {})}
      >
        {(user) => (
          <SelectItem id={user.id} textValue={user.name}>
            <UserOptionText>
              <span>{user.name}</span>
              <span className="email">{user.id}</span>
            </UserOptionText>
          </SelectItem>
        )}
      </ComboBox>
    </PickerBox>
  );
}

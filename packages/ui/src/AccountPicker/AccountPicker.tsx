import type { Key } from 'react-aria-components';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { SelectItem } from '../Popover/Popover.tsx';
import { PickerBox } from './AccountPicker.styles.ts';

export interface AccountOption {
  id: string;
  name: string;
}

export interface AccountPickerProps {
  accounts: AccountOption[];
  /** Id of the chosen account, null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** Accessible name. */
  label?: string;
  placeholder?: string;
  /** Shown when the typed text matches no account. */
  emptyText?: string;
  isDisabled?: boolean;
}

/** Chooses an account by typing part of its name (the accounts come from a user call). */
export function AccountPicker({
  accounts,
  value,
  onChange,
  label = 'Account',
  placeholder = 'All accounts',
  emptyText,
  isDisabled,
}: AccountPickerProps) {
  return (
    <PickerBox>
      <ComboBox<AccountOption>
        aria-label={label}
        defaultItems={accounts}
        selectedKey={value}
        onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
        placeholder={placeholder}
        isDisabled={isDisabled}
        showOptionsLabel={`Show ${label.toLowerCase()} options`}
        {...(emptyText ? { emptyText } : {})}
      >
        {(account) => <SelectItem id={account.id}>{account.name}</SelectItem>}
      </ComboBox>
    </PickerBox>
  );
}

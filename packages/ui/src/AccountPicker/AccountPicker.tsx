import { NamedComboPicker, type ComboPickerProps } from '../RunControl/NamedComboPicker.tsx';

export interface AccountOption {
  id: string;
  name: string;
}

export interface AccountPickerProps extends ComboPickerProps {
  accounts: AccountOption[];
}

/** Chooses an account by typing part of its name (the accounts come from a user call). */
export function AccountPicker({
  accounts,
  label = 'Account',
  placeholder = 'All accounts',
  ...props
}: AccountPickerProps) {
  return (
    <NamedComboPicker
      {...props}
      items={accounts}
      label={label}
      placeholder={placeholder}
      width={220}
    />
  );
}

// A run-bar combo box choosing one item with an id and a name by typing (account, user): one
// component for the pickers that only differ in their items and how an option reads.
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, type ComboBoxProps } from '../ComboBox/ComboBox.tsx';
import { SelectItem } from '../Popover/Popover.tsx';
import { ownWidth, RunControlBox } from './RunControl.styles.ts';

export interface NamedItem {
  id: string;
  name: string;
}

/** The props of a picker built on this one (AccountPicker, UserPicker). */
export interface ComboPickerProps {
  /** Id of the chosen item, null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** Accessible name. */
  label?: string;
  placeholder?: string;
  /** Shown when the typed text matches nothing; the ComboBox's default otherwise. */
  emptyText?: string;
  isDisabled?: boolean;
}

export interface NamedComboPickerProps<T extends NamedItem> extends ComboPickerProps {
  items: T[];
  label: string;
  placeholder: string;
  /** Width in px unless the RunBar fills the row. */
  width: number;
  defaultFilter?: ComboBoxProps<T>['defaultFilter'];
  /** The option's content; the item's name by default. */
  renderOption?: (item: T) => ReactNode;
}

export function NamedComboPicker<T extends NamedItem>({
  items,
  value,
  onChange,
  label,
  placeholder,
  emptyText,
  isDisabled,
  width,
  defaultFilter,
  renderOption,
}: NamedComboPickerProps<T>) {
  return (
    <RunControlBox style={ownWidth(width)}>
      <ComboBox<T>
        aria-label={label}
        defaultItems={items}
        selectedKey={value}
        onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
        placeholder={placeholder}
        isDisabled={isDisabled}
        showOptionsLabel={`Show ${label.toLowerCase()} options`}
        {...(defaultFilter ? { defaultFilter } : {})}
        {...(emptyText ? { emptyText } : {})}
      >
        {(item) => (
          <SelectItem id={item.id} textValue={item.name}>
            {renderOption ? renderOption(item) : item.name}
          </SelectItem>
        )}
      </ComboBox>
    </RunControlBox>
  );
}

import type { Key } from 'react-aria-components';
import { SelectItem } from '../Popover/Popover.tsx';
import { Select } from '../Select/Select.tsx';
import { PickerBox } from './ConstraintPicker.styles.ts';

/** What the message search looks for: a recipient address or a message id (spec section 2);
 * the keys match the search call's fields. */
export type SearchConstraint = 'email' | 'message_id';

const defaultLabels: Record<SearchConstraint, string> = {
  email: 'Recipient',
  message_id: 'Message ID',
};

export interface ConstraintPickerProps {
  value: SearchConstraint;
  onChange: (constraint: SearchConstraint) => void;
  labels?: Partial<Record<SearchConstraint, string>>;
  /** Accessible name. */
  label?: string;
  isDisabled?: boolean;
}

/** Chooses what the search field's text means. */
export function ConstraintPicker({
  value,
  onChange,
  labels,
  label = 'Search by',
  isDisabled,
}: ConstraintPickerProps) {
  const text = { ...defaultLabels, ...labels };
  const items = (['email', 'message_id'] as const).map((id) => ({ id, name: text[id] }));
  return (
    <PickerBox>
      <Select
        aria-label={label}
        items={items}
        value={value}
        onChange={(key: Key | null) => {
          if (key !== null) onChange(key as SearchConstraint);
        }}
        isDisabled={isDisabled}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </PickerBox>
  );
}

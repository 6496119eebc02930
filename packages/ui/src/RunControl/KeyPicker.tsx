// A run-bar select over a fixed set of string keys (metric, month, search constraint): one
// component for the pickers that only differ in their options.
import type { Key } from 'react-aria-components';
import { SelectItem } from '../Popover/Popover.tsx';
import { Select } from '../Select/Select.tsx';
import { ownWidth, RunControlBox } from './RunControl.styles.ts';

export interface KeyOption<K extends string> {
  id: K;
  name: string;
}

export interface KeyPickerProps<K extends string> {
  options: readonly KeyOption<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Accessible name. */
  label: string;
  isDisabled?: boolean | undefined;
  /** Width in px unless the RunBar fills the row. */
  width: number;
}

export function KeyPicker<K extends string>({
  options,
  value,
  onChange,
  label,
  isDisabled,
  width,
}: KeyPickerProps<K>) {
  return (
    <RunControlBox style={ownWidth(width)}>
      <Select
        aria-label={label}
        items={options}
        value={value}
        onChange={(key: Key | null) => {
          if (key !== null) onChange(String(key) as K);
        }}
        isDisabled={isDisabled}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
    </RunControlBox>
  );
}

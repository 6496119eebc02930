import { KeyPicker } from '../RunControl/KeyPicker.tsx';

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
export function ConstraintPicker({ labels, label = 'Search by', ...props }: ConstraintPickerProps) {
  const text = { ...defaultLabels, ...labels };
  const items = (['email', 'message_id'] as const).map((id) => ({ id, name: text[id] }));
  return <KeyPicker {...props} options={items} label={label} width={150} />;
}

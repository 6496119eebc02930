import type { ReactNode } from 'react';
import { ListBox, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { FieldLabel, InputGroup } from '../Field/Field.styles.ts';
import { FieldHelp, invalidFromMessage, type FieldErrorMessage } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { EmptyText } from '../Popover/Popover.styles.ts';
import { ChevronButton, ComboInput, StyledComboBox } from './ComboBox.styles.ts';

export interface ComboBoxProps<T extends object> extends Omit<
  AriaComboBoxProps<T, 'single'>,
  'children' | 'selectionMode'
> {
  /** Visible label; without one, pass `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown in the open list when the typed text matches nothing (spec section 8). */
  emptyText?: string;
  /** Height in px above which the list scrolls. */
  maxHeight?: number;
  /** Accessible name of the button that opens the list. */
  showOptionsLabel?: string;
}

/** A text input that filters a list of options as the user types. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  emptyText = 'No matches found',
  maxHeight = 280,
  showOptionsLabel = 'Show options',
  isInvalid,
  ...props
}: ComboBoxProps<T>) {
  return (
    <StyledComboBox
      {...props}
      allowsEmptyCollection
      isInvalid={invalidFromMessage(isInvalid, errorMessage)}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <InputGroup>
        <ComboInput placeholder={placeholder} />
        <ChevronButton aria-label={showOptionsLabel}>
          <ChevronDownIcon />
        </ChevronButton>
      </InputGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover maxHeight={maxHeight}>
        <ListBox<T> className="listbox" renderEmptyState={() => <EmptyText>{emptyText}</EmptyText>}>
          {children}
        </ListBox>
      </Popover>
    </StyledComboBox>
  );
}

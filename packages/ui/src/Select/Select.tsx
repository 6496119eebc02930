import type { ReactNode } from 'react';
import { ListBox, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldLabel } from '../Field/Field.styles.ts';
import { FieldHelp, invalidFromMessage, type FieldErrorMessage } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { EmptyText } from '../Popover/Popover.styles.ts';
import { StyledSelect, StyledSelectValue, Trigger } from './Select.styles.ts';

export interface SelectProps<T extends object> extends Omit<
  AriaSelectProps<T, 'single'>,
  'children' | 'selectionMode'
> {
  /** Visible label; without one, pass `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: FieldErrorMessage;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Options as data, rendered by `children` as a function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown in the open list when there is no option (spec section 8). */
  emptyText?: string;
  /** Height in px above which the list scrolls. */
  maxHeight?: number;
}

/** Picks one value from a list that opens below a button. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder = 'Select…',
  items,
  children,
  emptyText = 'No options available',
  maxHeight = 280,
  isInvalid,
  ...props
}: SelectProps<T>) {
  return (
    <StyledSelect
      {...props}
      placeholder={placeholder}
      allowsEmptyCollection
      isInvalid={invalidFromMessage(isInvalid, errorMessage)}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <Trigger className="trigger">
        <StyledSelectValue />
        <ChevronDownIcon className="chevron" />
      </Trigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover maxHeight={maxHeight}>
        <ListBox<T>
          className="listbox"
          {...(items ? { items } : {})}
          renderEmptyState={() => <EmptyText>{emptyText}</EmptyText>}
        >
          {children}
        </ListBox>
      </Popover>
    </StyledSelect>
  );
}

import { useContext, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  ComboBoxStateContext,
  ListBox,
  TagGroup,
  type ComboBoxState,
  type Key,
} from 'react-aria-components';
import { FieldLabel, InputGroup } from '../Field/Field.styles.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { CloseIcon } from '../Icon/icons.tsx';
import { Popover, SelectItem } from '../Popover/Popover.tsx';
import { EmptyText } from '../Popover/Popover.styles.ts';
import {
  addFilterValue,
  matchingSuggestions,
  removeFilterValues,
  removeLastFilterValue,
} from './filterValues.ts';
import {
  Chip,
  ChipInput,
  ChipList,
  ChipRemove,
  Root,
  StyledFilterField,
} from './FilterField.styles.ts';

export interface FilterFieldProps {
  /** Visible label, also the name of the input. */
  label: string;
  description?: string;
  /** The chosen values (controlled). */
  values: readonly string[];
  onChange: (values: readonly string[]) => void;
  /** Known values offered while typing; chosen ones are left out. */
  suggestions?: readonly string[];
  placeholder?: string;
  isDisabled?: boolean;
  /** Shown in the open list when the typed text matches no suggestion (spec section 8). */
  emptyText?: string;
  /** Accessible name of the list of chosen values; "<label> values" by default. */
  valuesLabel?: string;
  /** Name of a chip's remove button; react-aria appends the value ("Remove gmail.com"). */
  removeLabel?: string;
  /** Height in px above which the suggestion list scrolls. */
  maxHeight?: number;
}

interface FilterInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Receives the combo box state, so the field can close the list after a pick. */
  stateRef: RefObject<ComboBoxState<{ id: string }> | null>;
  placeholder: string | undefined;
  onCommit: () => boolean;
  onRemoveLast: () => void;
}

/** The text input; reads the combo box state to tell "Enter on a suggestion" from "Enter on text". */
function FilterInput({
  inputRef,
  stateRef,
  placeholder,
  onCommit,
  onRemoveLast,
}: FilterInputProps) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    stateRef.current = state;
  });
  // Capture phase: runs before react-aria's own Enter handling, which clears the focused option.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key === 'Enter' && state?.selectionManager.focusedKey == null) {
      if (onCommit()) event.preventDefault();
    } else if (event.key === 'Backspace' && input.value === '' && input.selectionStart === 0) {
      onRemoveLast();
    }
  };
  return <ChipInput ref={inputRef} placeholder={placeholder} onKeyDownCapture={onKeyDownCapture} />;
}

/**
 * A multi-value filter: type and press Enter, or pick a suggestion, to add a value as a chip
 * shown under the input. Backspace in the empty input removes the last chip; a chip is also
 * removed with its button, or with Delete / Backspace when focused (Tab from the input).
 * The Include / Exclude operator lives outside this field.
 */
export function FilterField({
  label,
  description,
  values,
  onChange,
  suggestions = [],
  placeholder,
  isDisabled = false,
  emptyText = 'No matches found',
  valuesLabel,
  removeLabel = 'Remove',
  maxHeight = 280,
}: FilterFieldProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef<ComboBoxState<{ id: string }>>(null);
  const closeAfterAdd = useRef(false);

  // Clearing the input makes react-aria reopen the list on the remaining suggestions, which
  // would hide the chips from assistive technology. Close it once per added value; this effect
  // runs after the combo box's own (children's effects run first).
  useEffect(() => {
    if (!closeAfterAdd.current) return;
    closeAfterAdd.current = false;
    stateRef.current?.close();
  });
  const items = matchingSuggestions(suggestions, values, text).map((id) => ({ id }));

  const add = (raw: string): boolean => {
    const next = addFilterValue(values, raw);
    if (next !== values) onChange(next);
    const consumed = raw.trim() !== '';
    if (consumed) {
      setText('');
      closeAfterAdd.current = true;
    }
    return consumed;
  };

  const remove = (keys: Set<Key>) => {
    const next = removeFilterValues(values, [...keys].map(String));
    onChange(next);
    if (next.length === 0) inputRef.current?.focus();
  };

  return (
    <Root>
      <StyledFilterField
        items={items}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={(key) => key != null && add(String(key))}
        allowsCustomValue
        allowsEmptyCollection
        isDisabled={isDisabled}
      >
        <FieldLabel>{label}</FieldLabel>
        <InputGroup>
          <FilterInput
            inputRef={inputRef}
            stateRef={stateRef}
            placeholder={placeholder}
            onCommit={() => add(text)}
            onRemoveLast={() => onChange(removeLastFilterValue(values))}
          />
        </InputGroup>
        <FieldHelp description={description} />
        <Popover maxHeight={maxHeight}>
          <ListBox<{ id: string }>
            className="listbox"
            renderEmptyState={() => <EmptyText>{emptyText}</EmptyText>}
          >
            {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
          </ListBox>
        </Popover>
      </StyledFilterField>
      {/* A sibling, not a child, of the combo box: react-aria's collections must not nest. */}
      {values.length > 0 && (
        <TagGroup
          aria-label={valuesLabel ?? `${label} values`}
          onRemove={remove}
          {...(isDisabled ? { disabledKeys: values } : {})}
        >
          <ChipList items={values.map((id) => ({ id }))}>
            {(item) => (
              <Chip id={item.id} textValue={item.id}>
                <span className="text">{item.id}</span>
                <ChipRemove slot="remove" aria-label={removeLabel}>
                  <CloseIcon size={12} />
                </ChipRemove>
              </Chip>
            )}
          </ChipList>
        </TagGroup>
      )}
    </Root>
  );
}

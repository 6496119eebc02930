import { CloseIcon } from '../Icon/icons.tsx';
import { ClearButton, SearchInput, StyledSearchField } from './SearchField.styles.ts';

export interface SearchFieldProps {
  /** Initial text; the field keeps what the user types (spaces included) itself. */
  defaultValue?: string;
  /** Called as the user types, with the text trimmed (spec section 5). */
  onChange?: (value: string) => void;
  /** Called on Enter with the trimmed text. */
  onSubmit?: (value: string) => void;
  /** Called when the clear button or Escape empties the field. */
  onClear?: () => void;
  /** Accessible name. */
  label?: string;
  placeholder?: string;
  clearLabel?: string;
  isDisabled?: boolean;
}

function SearchIcon() {
  return (
    <svg className="search-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The run bar's search text: a recipient or a message id, reported trimmed. */
export function SearchField({
  defaultValue,
  onChange,
  onSubmit,
  onClear,
  label = 'Search',
  placeholder,
  clearLabel = 'Clear search',
  isDisabled,
}: SearchFieldProps) {
  return (
    <StyledSearchField
      aria-label={label}
      defaultValue={defaultValue}
      onChange={(text) => onChange?.(text.trim())}
      onSubmit={(text) => onSubmit?.(text.trim())}
      onClear={onClear}
      isDisabled={isDisabled}
    >
      <SearchIcon />
      <SearchInput placeholder={placeholder} />
      <ClearButton className="clear" aria-label={clearLabel}>
        <CloseIcon size={14} />
      </ClearButton>
    </StyledSearchField>
  );
}

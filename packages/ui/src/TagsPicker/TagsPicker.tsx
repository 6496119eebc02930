import { ListBox, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import { Popover, SelectItem } from '../Popover/Popover.tsx';
import { EmptyText } from '../Popover/Popover.styles.ts';
import { StyledSelectValue, Trigger } from '../Select/Select.styles.ts';
import { StyledTagsSelect } from './TagsPicker.styles.ts';

export interface TagsPickerProps {
  /** The workspace's tags (of IPs, domains or policies). */
  tags: readonly string[];
  /** The chosen tags, in the order of `tags`. */
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** Accessible name. */
  label?: string;
  /** Shown while no tag is chosen. */
  placeholder?: string;
  emptyText?: string;
  isDisabled?: boolean;
  /** Text of the button for the chosen tags; by default the first one and a count of the rest. */
  formatValue?: (tags: readonly string[]) => string;
}

const firstAndCount = (tags: readonly string[]) =>
  tags.length > 1 ? `${tags[0]} +${tags.length - 1}` : (tags[0] ?? '');

/** Narrows a list to items carrying any of the chosen tags; the list stays open for several. */
export function TagsPicker({
  tags,
  value,
  onChange,
  label = 'Tags',
  placeholder = 'All tags',
  emptyText = 'No options available',
  isDisabled,
  formatValue = firstAndCount,
}: TagsPickerProps) {
  const items = tags.map((tag) => ({ id: tag }));
  return (
    <StyledTagsSelect
      aria-label={label}
      selectionMode="multiple"
      value={[...value]}
      onChange={(keys: Key[]) => {
        const chosen = new Set(keys.map(String));
        onChange(tags.filter((tag) => chosen.has(tag)));
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
      allowsEmptyCollection
    >
      <Trigger>
        <StyledSelectValue>
          {({ isPlaceholder }) => (isPlaceholder ? placeholder : formatValue(value))}
        </StyledSelectValue>
        <ChevronDownIcon className="chevron" />
      </Trigger>
      <Popover maxHeight={280}>
        <ListBox
          className="listbox"
          items={items}
          renderEmptyState={() => <EmptyText>{emptyText}</EmptyText>}
        >
          {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
        </ListBox>
      </Popover>
    </StyledTagsSelect>
  );
}

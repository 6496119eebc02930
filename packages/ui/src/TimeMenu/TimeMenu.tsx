// Time of day for a range's From or To: half-hour slots in a list (at most 600 px high, spec
// section 9) plus typed entry parsed by the spec's rules (parseTime.ts).
import { useMemo, useState } from 'react';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { formatTimeOfDay, type Clock } from '../MetricTile/formatMetric.ts';
import { SelectItem } from '../Popover/Popover.tsx';
import {
  END_OF_DAY,
  halfHourSlots,
  parseTime,
  START_OF_DAY,
  type TimeBoundary,
} from './parseTime.ts';
import { TimeMenuBox } from './TimeMenu.styles.ts';

export interface TimeMenuProps {
  label: string;
  /** A From falls back to 00:00 when invalid; a To allows 24:00 and falls back to it. */
  boundary: TimeBoundary;
  /** Minutes after midnight, 0..1440. */
  value?: number;
  defaultValue?: number;
  onChange?: (minutes: number) => void;
  /** The user's clock: h23 shows 13:30, h12 shows 1:30 PM. */
  clock?: Clock;
  isDisabled?: boolean;
  /** Height in px above which the list scrolls (spec: 600). */
  maxHeight?: number;
  showOptionsLabel?: string;
}

export function TimeMenu({
  label,
  boundary,
  value,
  defaultValue,
  onChange,
  clock = 'h23',
  isDisabled,
  maxHeight = 600,
  showOptionsLabel = 'Show times',
}: TimeMenuProps) {
  const format = (minutes: number) => formatTimeOfDay(minutes, clock);
  const slots = useMemo(() => halfHourSlots(boundary), [boundary]);
  const [own, setOwn] = useState(defaultValue ?? (boundary === 'from' ? START_OF_DAY : END_OF_DAY));
  const minutes = value ?? own;
  const [text, setText] = useState(() => format(minutes));
  // A new value from the parent replaces what is typed (adjusting state during render).
  const [shown, setShown] = useState(minutes);
  if (shown !== minutes) {
    setShown(minutes);
    setText(format(minutes));
  }

  const commit = (next: number) => {
    if (value === undefined) setOwn(next);
    setShown(next);
    setText(format(next));
    if (next !== minutes) onChange?.(next);
  };
  /** Typed text to minutes; the shown text of the current value keeps it (24:00 in 12 h). */
  const commitText = () => commit(text === format(minutes) ? minutes : parseTime(text, boundary));

  return (
    <TimeMenuBox>
      <ComboBox
        label={label}
        allowsCustomValue
        // Typing is an entry, not a search: the list opens by its button or Alt/Arrow Down.
        menuTrigger="manual"
        isDisabled={isDisabled}
        maxHeight={maxHeight}
        showOptionsLabel={showOptionsLabel}
        inputValue={text}
        onInputChange={setText}
        selectedKey={slots.includes(minutes) && text === format(minutes) ? minutes : null}
        onSelectionChange={(key) => (key === null ? commitText() : commit(Number(key)))}
        onBlur={commitText}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitText();
        }}
      >
        {slots.map((slot) => (
          <SelectItem key={slot} id={slot} textValue={format(slot)}>
            {format(slot)}
          </SelectItem>
        ))}
      </ComboBox>
    </TimeMenuBox>
  );
}

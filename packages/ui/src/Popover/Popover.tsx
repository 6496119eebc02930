import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';
import type { ListBoxItemProps } from 'react-aria-components';
import { CheckIcon } from '../Icon/icons.tsx';
import { StyledListBoxItem, StyledPopover } from './Popover.styles.ts';

export type PopoverProps = AriaPopoverProps;

/**
 * The floating surface of lists and menus, positioned by react-aria. `maxHeight` (px) caps the
 * height react-aria computes from the space available; the content scrolls beyond it.
 */
export function Popover(props: PopoverProps) {
  return <StyledPopover offset={4} {...props} />;
}

/** An option of a Select, ComboBox or FilterField list; a check marks the selected one. */
export function SelectItem({ children, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledListBoxItem {...props} {...(textValue ? { textValue } : {})}>
      {(renderProps) => (
        <>
          <span className="check">{renderProps.isSelected && <CheckIcon size={16} />}</span>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </StyledListBoxItem>
  );
}

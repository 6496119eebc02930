// The context action of a cell: a one-item menu "Copy value", opened by a right click, the
// context-menu key or Shift+F10, positioned by react-aria next to the cell.
import type { RefObject } from 'react';
import { Menu, MenuItem } from 'react-aria-components';
import { MenuPopover } from './DataTable.styles.ts';

export interface CopyMenuProps {
  triggerRef: RefObject<HTMLElement | null>;
  label: string;
  onCopy: () => void;
  onClose: () => void;
}

/** Rendered only while open. */
export function CopyMenu({ triggerRef, label, onCopy, onClose }: CopyMenuProps) {
  return (
    <MenuPopover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom start"
    >
      <Menu className="menu" aria-label={label} autoFocus="first" onClose={onClose}>
        <MenuItem className="menu-item" onAction={onCopy}>
          {label}
        </MenuItem>
      </Menu>
    </MenuPopover>
  );
}

import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Menu as AriaMenu, type MenuProps as AriaMenuProps } from 'react-aria-components';
import { Popover } from '../Popover/Popover.tsx';
import { CONTEXT_MENU_MAX_HEIGHT } from './menuHeights.ts';
import { Anchor } from './Menu.styles.ts';

export interface ContextMenuProps<T extends object> extends Omit<
  AriaMenuProps<T>,
  'children' | 'onClose' | 'autoFocus'
> {
  /** The region that opens the menu on right-click, Shift+F10 or the Menu key. */
  children: ReactNode;
  /** The `MenuItem`s. */
  menu: AriaMenuProps<T>['children'];
  /** Accessible name of the menu. */
  'aria-label': string;
  /** Height in px above which the menu scrolls: 200 by default. */
  maxHeight?: number;
}

interface Point {
  x: number;
  y: number;
}

/**
 * A context menu for a region (a table cell, a chart): right-click opens it at the pointer;
 * Shift+F10 or the Menu key opens it under the focused element, with the first item focused.
 * react-aria positions it against an invisible anchor at that point.
 */
export function ContextMenu<T extends object>({
  children,
  menu,
  maxHeight = CONTEXT_MENU_MAX_HEIGHT,
  ...menuProps
}: ContextMenuProps<T>) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [openAt, setOpenAt] = useState<Point | null>(null);

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOpenAt({ x: event.clientX, y: event.clientY });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const isMenuKey = event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
    if (!isMenuKey) return;
    event.preventDefault();
    const rect = (event.target as HTMLElement).getBoundingClientRect();
    setOpenAt({ x: rect.left, y: rect.bottom });
  };

  return (
    <div onContextMenu={onContextMenu} onKeyDown={onKeyDown}>
      {children}
      <Anchor ref={anchorRef} style={{ left: openAt?.x ?? 0, top: openAt?.y ?? 0 }} />
      <Popover
        triggerRef={anchorRef}
        aria-label={menuProps['aria-label']}
        isOpen={openAt !== null}
        onOpenChange={(isOpen) => !isOpen && setOpenAt(null)}
        placement="bottom start"
        offset={2}
        maxHeight={maxHeight}
      >
        <AriaMenu<T>
          className="menu"
          {...menuProps}
          autoFocus="first"
          onClose={() => setOpenAt(null)}
        >
          {menu}
        </AriaMenu>
      </Popover>
    </div>
  );
}

import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import { Popover } from '../Popover/Popover.tsx';
import { MENU_MAX_HEIGHT } from './menuHeights.ts';
import { StyledMenuItem } from './Menu.styles.ts';

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Height in px above which the menu scrolls: 280 by default (see the *_MAX_HEIGHT constants). */
  maxHeight?: number;
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions in a popover. Place it after its trigger inside react-aria's `MenuTrigger`:
 * `<MenuTrigger><Button>Actions</Button><Menu onAction={...}>...</Menu></MenuTrigger>`.
 */
export function Menu<T extends object>({
  maxHeight = MENU_MAX_HEIGHT,
  placement = 'bottom start',
  ...props
}: MenuProps<T>) {
  return (
    <Popover maxHeight={maxHeight} placement={placement}>
      <AriaMenu<T> className="menu" {...props} />
    </Popover>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'children'> {
  children: ReactNode;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** A destructive action, drawn in the danger colour. */
  isDanger?: boolean;
}

export function MenuItem({ children, icon, isDanger = false, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <StyledMenuItem
      {...props}
      {...(textValue ? { textValue } : {})}
      data-danger={isDanger || undefined}
    >
      {icon && <span className="icon">{icon}</span>}
      {children}
    </StyledMenuItem>
  );
}

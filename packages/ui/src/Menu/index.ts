export { Menu, MenuItem, type MenuItemProps, type MenuProps } from './Menu.tsx';
export { ContextMenu, type ContextMenuProps } from './ContextMenu.tsx';
export { MenuSeparator } from './Menu.styles.ts';
export { CONTEXT_MENU_MAX_HEIGHT, MENU_MAX_HEIGHT, TIME_MENU_MAX_HEIGHT } from './menuHeights.ts';
export { MenuTrigger, MenuSection } from 'react-aria-components';

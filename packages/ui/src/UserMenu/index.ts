export {
  UserMenu,
  type UserMenuProps,
  type UserMenuAction,
  type UserMenuLabels,
} from './UserMenu.tsx';

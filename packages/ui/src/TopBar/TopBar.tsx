import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { MenuIcon } from '../Drawer/MenuIcon.tsx';
import { Bar, End, Start } from './TopBar.styles.ts';

export interface TopBarProps {
  /** Usually a <Breadcrumb>. */
  breadcrumb?: ReactNode;
  /** Controls at the end: the WorkspacePicker (not on management, settings, administration)
   * and the UserMenu. */
  children?: ReactNode;
  /** When given, a menu button opens the drawer (phones, where the closed drawer is hidden). */
  onMenuPress?: () => void;
  menuLabel?: string;
}

/** The shell's top bar (spec section 2): breadcrumb at the start, pickers and menus at the end. */
export function TopBar({
  breadcrumb,
  children,
  onMenuPress,
  menuLabel = 'Open navigation',
}: TopBarProps) {
  return (
    <Bar>
      <Start>
        {onMenuPress && (
          <Button
            variant="ghost"
            icon={<MenuIcon />}
            aria-label={menuLabel}
            onPress={onMenuPress}
          />
        )}
        {breadcrumb}
      </Start>
      <End>{children}</End>
    </Bar>
  );
}

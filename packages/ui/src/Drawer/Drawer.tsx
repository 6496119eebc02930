import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { DeviceClass } from './deviceClass.ts';
import { MenuIcon } from './MenuIcon.tsx';
import { DrawerRoot, NavLink, NavList, Panel, Scrim, ToggleButton } from './Drawer.styles.ts';
import { useDeviceClass } from './useDeviceClass.ts';
import { useSwipe } from './useSwipe.ts';

export interface DrawerItem {
  id: string;
  label: string;
  /** A decorative icon (aria-hidden); it is all that shows while the drawer is closed. */
  icon: ReactNode;
  href?: string;
}

export interface DrawerProps {
  items: DrawerItem[];
  /** The item of the current page: marked aria-current="page". */
  currentId?: string;
  isOpen: boolean;
  /** Asked for by hover, mouse leave, a swipe, the toggle button, Escape or the scrim. */
  onOpenChange: (isOpen: boolean) => void;
  /** The user's lock_drawer setting: hover and mouse leave change nothing. */
  isLocked?: boolean;
  /** Device class; measured from the window width when not given. */
  device?: DeviceClass;
  /** Called when an item is pressed, besides following its href. */
  onNavigate?: (id: string) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  expandLabel?: string;
  collapseLabel?: string;
}

/**
 * The left navigation drawer (spec sections 2 and 4). It owns no state: the shell's machine
 * decides, this component reports hover, mouse leave, swipes and presses through onOpenChange.
 */
export function Drawer({
  items,
  currentId,
  isOpen,
  onOpenChange,
  isLocked = false,
  device: deviceProp,
  onNavigate,
  'aria-label': ariaLabel = 'Main navigation',
  expandLabel = 'Expand navigation',
  collapseLabel = 'Collapse navigation',
}: DrawerProps) {
  const measured = useDeviceClass();
  const device = deviceProp ?? measured;

  // On a phone the open drawer covers the page: move focus into it, as a dialog would.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isOverlay = device === 'mobile' && isOpen;
  useEffect(() => {
    if (isOverlay) toggleRef.current?.focus();
  }, [isOverlay]);

  useSwipe((action) => {
    if (action === 'open' && !isOpen) onOpenChange(true);
    if (action === 'close' && isOpen) onOpenChange(false);
  });

  // Only a real mouse hovers: touch and pen also fire pointer events, which must not open it.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !isLocked && !isOpen) onOpenChange(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !isLocked && isOpen) onOpenChange(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && device === 'mobile' && isOpen) onOpenChange(false);
  };

  return (
    <DrawerRoot
      data-open={isOpen || undefined}
      data-closed={!isOpen || undefined}
      data-device={device}
      data-locked={isLocked || undefined}
      onKeyDown={onKeyDown}
    >
      {device === 'mobile' && isOpen && (
        <Scrim aria-hidden="true" onClick={() => onOpenChange(false)} />
      )}
      <Panel onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
        <ToggleButton
          ref={toggleRef}
          aria-label={isOpen ? collapseLabel : expandLabel}
          aria-expanded={isOpen}
          onPress={() => onOpenChange(!isOpen)}
        >
          <MenuIcon />
        </ToggleButton>
        <nav aria-label={ariaLabel}>
          <NavList>
            {items.map((item) => (
              <li key={item.id}>
                <NavLink
                  href={item.href}
                  aria-current={item.id === currentId ? 'page' : undefined}
                  onPress={() => onNavigate?.(item.id)}
                >
                  <span className="icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="label">{item.label}</span>
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
      </Panel>
    </DrawerRoot>
  );
}

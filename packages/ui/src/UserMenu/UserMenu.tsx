import { useId } from 'react';
import { Menu, MenuTrigger, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { initials } from './initials.ts';
import { Avatar, Divider, Header, Item, Trigger } from './UserMenu.styles.ts';

export type UserMenuAction = 'settings' | 'management' | 'feedback' | 'signout';

export interface UserMenuLabels {
  settings: string;
  management: string;
  feedback: string;
  signout: string;
}

const defaultLabels: UserMenuLabels = {
  settings: 'Settings',
  management: 'Management',
  feedback: 'Feedback',
  signout: 'Sign out',
};

export interface UserMenuProps {
  name: string;
  email: string;
  /** Admins also see Management (spec section 6). */
  isAdmin?: boolean;
  onAction: (action: UserMenuAction) => void;
  labels?: Partial<UserMenuLabels>;
}

/** The user's menu at the end of the top bar: who is signed in, and where to go from there. */
export function UserMenu({ name, email, isAdmin = false, onAction, labels }: UserMenuProps) {
  const text = { ...defaultLabels, ...labels };
  const headerId = useId();
  return (
    <MenuTrigger>
      <Trigger>
        <Avatar aria-hidden="true">{initials(name)}</Avatar>
        <span className="name">{name}</span>
        <ChevronDownIcon className="chevron" />
      </Trigger>
      <Popover placement="bottom end">
        <Header id={headerId}>
          <span className="name">{name}</span>
          <span className="email">{email}</span>
        </Header>
        <Menu
          className="menu"
          aria-labelledby={headerId}
          onAction={(key: Key) => onAction(key as UserMenuAction)}
        >
          <Item id="settings">{text.settings}</Item>
          {isAdmin && <Item id="management">{text.management}</Item>}
          <Item id="feedback">{text.feedback}</Item>
          <Divider />
          <Item id="signout">{text.signout}</Item>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

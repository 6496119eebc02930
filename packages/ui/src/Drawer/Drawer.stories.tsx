import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertIcon, InboxIcon, InfoIcon, SuccessIcon, MoreIcon } from '../Icon/index.ts';
import { Drawer, type DrawerProps } from './Drawer.tsx';

const items: DrawerProps['items'] = [
  {
    id: 'da',
    label: 'Delivery Analytics',
    icon: <InboxIcon size={20} />,
    href: '/acme/delivery-analytics',
  },
  {
    id: 'rm',
    label: 'Reputation Monitor',
    icon: <AlertIcon size={20} />,
    href: '/acme/reputation-monitor',
  },
  {
    id: 'ea',
    label: 'Email Auditor',
    icon: <SuccessIcon size={20} />,
    href: '/acme/email-auditor',
  },
  { id: 'dr', label: 'DMARC Reports', icon: <InfoIcon size={20} />, href: '/acme/dmarc-reports' },
  {
    id: 'admin',
    label: 'Administration',
    icon: <MoreIcon size={20} />,
    href: '/administration/users',
  },
];

/** The drawer beside a content area, with the open state held here as the shell machine would. */
const navigate = fn();

/** The app gives react-aria its router, so links navigate client-side without a page load. */
function Frame(args: DrawerProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <RouterProvider navigate={navigate}>
      <div style={{ display: 'flex', height: 400, border: '1px solid var(--c-border-default)' }}>
        <Drawer
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
        <main style={{ flex: 1, padding: 16 }}>Report content</main>
      </div>
    </RouterProvider>
  );
}

const touch = (type: 'touchstart' | 'touchend', x: number, y = 300) => {
  const point = new Touch({ identifier: 1, target: document.body, clientX: x, clientY: y });
  const init =
    type === 'touchstart'
      ? { touches: [point], changedTouches: [point] }
      : { touches: [], changedTouches: [point] };
  window.dispatchEvent(new TouchEvent(type, { ...init, bubbles: true }));
};

const swipe = (fromX: number, toX: number) => {
  touch('touchstart', fromX);
  touch('touchend', toX);
};

const meta = {
  title: 'Shell/Drawer',
  component: Drawer,
  render: Frame,
  args: {
    items,
    currentId: 'rm',
    isOpen: true,
    device: 'desktop',
    onOpenChange: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Reputation Monitor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Delivery Analytics' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('da');
    await userEvent.click(canvas.getByRole('link', { name: 'Email Auditor' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('ea');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.keyboard(' ');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** Closed on a tablet: a rail of icons whose links keep their names; hover opens, leave closes. */
export const Rail: Story = {
  args: { isOpen: false, device: 'tablet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'DMARC Reports' })).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: 'DMARC Reports' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(canvas.getByRole('link', { name: 'DMARC Reports' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** lock_drawer set: hover and mouse leave change nothing; the toggle button still works. */
export const Locked: Story = {
  args: { isOpen: false, isLocked: true, device: 'desktop' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Email Auditor' }));
    await userEvent.unhover(canvas.getByRole('link', { name: 'Email Auditor' }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.hover(canvas.getByRole('link', { name: 'Email Auditor' }));
    await userEvent.unhover(canvas.getByRole('link', { name: 'Email Auditor' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the closed drawer is hidden; a swipe right over 100 px opens it as an overlay. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isOpen: false, device: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    swipe(20, 100);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    swipe(20, 160);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Delivery Analytics' })).toBeVisible();
    swipe(300, 150);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('navigation')).toBeNull());
    swipe(10, 200);
    await canvas.findByRole('navigation');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Collapse navigation' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    swipe(10, 200);
    await canvas.findByRole('navigation');
  },
};
